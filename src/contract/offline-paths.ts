// The call paths (and call constants) the offline code needs: the outbox operations and the mirror
// syncs, which the offline runtime, the database worker and the service worker run. Kept apart from
// their contract modules, which build zod schemas when loaded (a path imported from one brought zod,
// ≈ 25 KiB gzip, into the offline runtime and the service worker, issue 21), and from
// call-paths.ts, which the signed-in layout loads on every screen. The contract modules re-export
// these, so other code imports as before.

/** Call paths (under /dis/ts), so app and server name them once. */
export const ORDER_PATHS = {
  detail: (orderId: string) => `/sale/order/detail/${encodeURIComponent(orderId)}`,
  ship: '/sale/order/ship',
  bulkShip: '/sale/order/ship/bulk',
  split: '/sale/order/split',
  accept: '/sale/order/accept',
  pay: '/sale/order/pay',
  delay: '/sale/order/delay',
  cancel: '/sale/order/cancel',
  refundDetail: (refundId: string) => `/sale/refund/detail/${encodeURIComponent(refundId)}`,
  refundCreate: '/sale/refund/create',
  refundApprove: '/sale/refund/approve',
  refundReject: '/sale/refund/reject',
  commentRecommend: '/goods/comment/recommend',
  platformSync: '/third/platform/sale/order/sync',
} as const

// In a module of its own: the console page's first script asks for the editor's first models.
export { GOODS_PATHS } from './goods-paths'

export const PRODUCTION_PATHS = {
  stage: '/production/job/stage',
  /** A line's frozen print file, for the factory that runs the job and the distributor it is for. */
  printFile: (jobId: string, line: number, side: number) =>
    `/production/job/${encodeURIComponent(jobId)}/print/${line}/${side}`,
} as const

export const DESIGN_PATHS = {
  save: '/design/save',
  list: '/design/list',
  detail: (id: string) => `/design/detail/${encodeURIComponent(id)}`,
  goods: '/design/goods',
  /** The side's model photo in a colour (the editor's background, the mockup's base). */
  sidePhoto: (sideId: string, color: string) =>
    `/design/side-photo/${encodeURIComponent(sideId)}?color=${encodeURIComponent(color)}`,
  /** A print file (signed in, the design's tenant): `key` as DesignSideFiles gives it. */
  printFile: (key: string) => `/design/print/${key}`,
  /**
   * A mockup. Public by its unguessable address: mockups are product photos that goods lists and
   * marketplace listings show in plain <img> tags, which send no bearer token.
   */
  mockup: (key: string) => `/design/mockup/${key}`,
} as const

export const LISTING_PATHS = {
  goods: '/platform/goods/list',
  templates: '/platform/template/list',
  templateDetail: '/platform/template/detail',
  templateSave: '/platform/template/save',
  templateDelete: '/platform/template/delete',
  categories: '/platform/channel/categories',
  channelShops: '/platform/channel/shops',
  candidates: '/platform/goods/candidates',
  build: '/third/platform/product/build',
  publish: '/platform/goods/publish',
  action: '/platform/goods/action',
  shopProducts: '/third/platform/shop/products',
  shopMaxCount: '/third/platform/shop/product/max/count',
  countSync: '/third/platform/product/count/sync',
  /** Deltas of the device's mirrors (offline reads, DESIGN.md §6). */
  lazadaAuth: (id: string) => `/shop/lazada/auth/${encodeURIComponent(id)}`,
  lazadaAuthRoute: '/shop/lazada/auth/:id',
  lazadaCallback: '/shop/lazada/auth/callback',
  lazadaShops: '/shop/lazada/list',
  goodsMirror: '/platform/goods/mirror',
  templateMirror: '/platform/template/mirror',
} as const

export const NOTIFICATION_PATHS = {
  /** POST: paged, newest first; `unread` keeps unread ones; `updatedSince` is the mirror's delta. */
  list: '/notifications/list',
  unreadCount: '/notifications/unread-count',
  read: '/notifications/read',
  readAll: '/notifications/read-all',
} as const

/**
 * Rows per page of the mirror's order delta (`updatedSince`): larger than a screen's pages, because
 * each request also counts the delta and 50 round trips for 10,000 orders cost more than the rows.
 */
export const ORDER_DELTA_PAGE_SIZE = 500

export const PRODUCTION_SOURCE = 'production_job'

/** The goods statuses (their machine is documented in goods.ts); the outbox checks answers against them. */
export const GOODS_STATUSES = ['draft', 'on_sale', 'off_shelf', 'banned', 'deleted'] as const

/** A production job's stages in order, then the closing one (the machine is documented in production.ts). */
export const PRODUCTION_STAGES = ['queued', 'printing', 'finishing', 'quality_check', 'packed', 'shipped'] as const
export const DEFECTIVE = 'defective'
export const ALL_PRODUCTION_STAGES = [...PRODUCTION_STAGES, DEFECTIVE] as [
  (typeof PRODUCTION_STAGES)[number] | typeof DEFECTIVE,
  ...((typeof PRODUCTION_STAGES)[number] | typeof DEFECTIVE)[],
]
