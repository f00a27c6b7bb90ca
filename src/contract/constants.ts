// Business constants and limits of SPEC.md §9, shared by app, service worker and server.

export const APP_BASE = '/dis/'
export const API_BASE = '/dis/ts'

/** Token lifetime: 7 days; stored by the client under ACCESS_TOKEN_KEY. */
export const TOKEN_TTL_MS = 604_800_000
export const ACCESS_TOKEN_KEY = 'Access-Token'

export const HTTP_TIMEOUT_MS = 60_000
/** Order sync and product-count sync calls talk to marketplaces and may take long. */
export const LONG_SYNC_TIMEOUT_MS = 600_000
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
/** After an HTTP 401 with a stored token the app signs out and reloads after this delay. */
export const UNAUTHORIZED_RELOAD_MS = 1_500

export const DEFAULT_PAGE_SIZE = 10
export const DEFAULT_PAGE_NO = 1
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const
/** An empty normalised list has this page size and page number 1. */
export const EMPTY_LIST_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 200

export const PRODUCT_WEIGHT_LIMIT_KG = 20
export const UPLOAD_MAX_BYTES = 500 * 1024
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png'] as const
export const ZOOM_MIN = 1
export const ZOOM_MAX = 100
export const PASSWORD_MIN_LENGTH = 6
export const PHONE_DIGITS = 11

export const TAG_CLOUD_FONT_MIN = 8
export const TAG_CLOUD_FONT_MAX = 32
export const TAG_CLOUD_ROTATIONS = [0, 90, 270] as const

/** Shop product-count bands: 0-9, 10, 11-150, 151-300, 301-500, over 500. */
export const SHOP_PRODUCT_COUNT_BANDS = [
  { min: 0, max: 9 },
  { min: 10, max: 10 },
  { min: 11, max: 150 },
  { min: 151, max: 300 },
  { min: 301, max: 500 },
  { min: 501, max: Number.POSITIVE_INFINITY },
] as const
export const SHOP_IDLE_DAYS = 25

/** Breakpoints: mobile under 576 px, tablet 576 to 1199 px, desktop 1200 px and up. */
export const BREAKPOINT_TABLET_PX = 576
export const BREAKPOINT_DESKTOP_PX = 1200
/**
 * The menu on narrower desktops and tablets in landscape (issue 14 item 21): from this width up to
 * BREAKPOINT_WIDE_PX it is a side rail of group icons (expandable, remembered per device), because
 * a top menu there hid half its groups behind "···".
 */
export const BREAKPOINT_RAIL_PX = 1024
/** From here the chosen menu layout (top or side) applies: the top menu's groups fit. */
export const BREAKPOINT_WIDE_PX = 1440

export const HEADER_AUTO_HIDE_SCROLL_PX = 300
export const SIDEBAR_WIDTH_PX = 200
export const SIDEBAR_OPEN_WIDTH_PX = 256
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80

/** The eight theme colours offered; the first (orange-red) is the default primary colour. */
export const THEME_COLOURS = [
  '#F5222D', // dust red
  '#FA541C', // volcano (orange-red, default)
  '#FAAD14', // sunset orange
  '#13C2C2', // cyan
  '#52C41A', // polar green
  '#1890FF', // daybreak blue
  '#2F54EB', // geek blue
  '#722ED1', // golden purple
] as const
export const DEFAULT_THEME_COLOUR = '#FA541C'

export interface ViewSettings {
  /** Sidebar open (true) or collapsed. */
  sidebar: boolean
  /** Menu theme. */
  theme: 'dark' | 'light'
  layout: 'topmenu' | 'sidemenu'
  contentWidth: 'fluid' | 'fixed'
  fixedHeader: boolean
  fixSiderbar: boolean
  autoHideHeader: boolean
  color: string
  weak: boolean
  multiTab: boolean
}

export const DEFAULT_VIEW_SETTINGS: ViewSettings = {
  sidebar: true,
  theme: 'dark',
  layout: 'topmenu',
  contentWidth: 'fluid',
  fixedHeader: true,
  fixSiderbar: false,
  autoHideHeader: false,
  color: DEFAULT_THEME_COLOUR,
  weak: false,
  multiTab: true,
}

export const COUNTDOWN_TICK_MS = 1_000

/** Business platform and prime number settings are read from a config map; these are the defaults. */
export const DEFAULT_BUSINESS_PLATFORM = 1
export const DEFAULT_PRIME_NUMBER = 0

/** Account kinds (user info `type`). SPEC.md names type 1 (manufacturer-like); 0 and 2 are ours. */
export const ACCOUNT_TYPE = {
  distributor: 0,
  manufacturer: 1,
  supplier: 2,
} as const
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE]

export const LOCALES = ['zh-cn', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-cn'
