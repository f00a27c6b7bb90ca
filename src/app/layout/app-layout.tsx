// The authenticated shell: header, top or side menu, drawer on phones and tablets, tab bar,
// breadcrumb and the page. The frame is plain elements and CSS (layout.module.css), not Mantine's
// AppShell: that brought with it, before the first signed-in screen could draw, its own code,
// react-remove-scroll (for one class name) and, through ScrollArea, floating-ui — ≈ 27 KiB gzip of
// the workplace's first load (issue 21). Which menu: a drawer under 1024 px; a side rail from 1024 to
// 1439 px (narrower desktops, tablets in landscape), whatever the layout setting, since a top menu
// there hid half its groups; from 1440 px the chosen layout (top menu or side menu) — but the top
// menu only where it shows every group: where it would hide some behind "···", the side rail.
import { useLingui } from '@lingui/react/macro'
import { useDisclosure, useHeadroom, useMediaQuery } from '@mantine/hooks'
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import {
  BREAKPOINT_RAIL_PX,
  BREAKPOINT_TABLET_PX,
  BREAKPOINT_WIDE_PX,
  HEADER_AUTO_HIDE_SCROLL_PX,
  SIDEBAR_COLLAPSED_WIDTH_PX,
  SIDEBAR_OPEN_WIDTH_PX,
} from '../../contract/constants'
import { useUserInfo } from '../../lib/session/get-user-info'
import { useOfflineRuntime } from '../offline/use-offline-runtime'
import { useAccountLocaleReport } from '../settings/account-locale'
import { useViewSettings } from '../settings/view-settings-context'
import { AppBreadcrumb } from './app-breadcrumb'
import { AppHeader, type HeaderTools } from './app-header'
import classes from './layout.module.css'
import { MobileMenuDrawer } from './mobile-menu-drawer'
import { SIDE_MENU_ID, SideMenu } from './side-menu'
import { TabBar } from './tab-bar/tab-bar'
import { useMenu } from './use-menu'
import { useSideRail } from './use-side-rail'
import { useTopMenuFit } from './use-top-menu-fit'

const HEADER_HEIGHT = 56
/**
 * react-remove-scroll's class for fixed elements at the right edge: a modal that locks the page's
 * scroll pads them by the scrollbar's width too, so the header does not jump (what AppShell set).
 */
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position'

// Development builds only (SPEC.md §1): in production the condition is false and the chunk is never built.
const SettingsDrawer = import.meta.env.DEV ? lazy(() => import('../settings/settings-drawer')) : null

const media = { getInitialValueInEffect: false }

/**
 * Watches the page's scroll for the auto-hiding header, drawn only while that setting is on: the
 * scroll hook reads the window's scroll position when it mounts, which made the browser lay out the
 * whole new page inside the first screen's task (issue 21), for a setting that is off by default.
 */
function HeadroomWatch({ onPinned }: { onPinned: (pinned: boolean) => void }) {
  const { pinned } = useHeadroom({ fixedAt: HEADER_AUTO_HIDE_SCROLL_PX })
  useEffect(() => onPinned(pinned), [pinned, onPinned])
  return null
}

export function AppLayout({ tools, children }: { tools: HeaderTools; children: ReactNode }) {
  const { t, i18n } = useLingui()
  const { settings, update } = useViewSettings()
  const menu = useMenu()
  const topMenu = useTopMenuFit(`${i18n.locale}:${menu.map((node) => node.key).join(',')}`)
  useOfflineRuntime()
  useAccountLocaleReport(useUserInfo().data?.id)
  const railWidth = useMediaQuery(`(min-width: ${BREAKPOINT_RAIL_PX / 16}em)`, true, media)
  const wide = useMediaQuery(`(min-width: ${BREAKPOINT_WIDE_PX / 16}em)`, true, media)
  const phone = useMediaQuery(`(max-width: ${(BREAKPOINT_TABLET_PX - 0.02) / 16}em)`, false, media)
  const [drawerOpened, drawer] = useDisclosure(false)
  const [railOpen, toggleRail] = useSideRail()
  const autoHide = settings.fixedHeader && settings.autoHideHeader
  const [pinned, setPinned] = useState(true)

  const rail = (railWidth && !wide) || (wide && settings.layout !== 'sidemenu' && !topMenu.fits)
  const side = rail || (wide && settings.layout === 'sidemenu')
  const variant = side ? 'side' : wide ? 'top' : 'burger'
  // The rail keeps its own open state per device; the wide side menu keeps the view setting's.
  const sidebarOpen = rail ? railOpen : settings.sidebar
  const toggleSidebar = rail ? toggleRail : () => update({ sidebar: !settings.sidebar })
  // A dark top menu darkens the header; with a side menu the sidebar carries the theme.
  const headerDark = settings.theme === 'dark' && variant === 'top'
  const headerHidden = autoHide && !pinned

  useEffect(() => {
    if (railWidth) drawer.close()
  }, [railWidth, drawer])

  const navbarWidth = side ? (sidebarOpen ? SIDEBAR_OPEN_WIDTH_PX : SIDEBAR_COLLAPSED_WIDTH_PX) : 0
  const frameVars = {
    '--app-shell-header-height': `${HEADER_HEIGHT}px`,
    '--app-shell-navbar-width': `${navbarWidth}px`,
  } as CSSProperties

  return (
    <div className={classes.frame} data-layout={side ? 'alt' : 'default'} style={frameVars}>
      {autoHide ? <HeadroomWatch onPinned={setPinned} /> : null}
      <header
        className={`${classes.frameHeader} ${KEEP_CLEAR_OF_SCROLLBAR}`}
        data-with-border={!headerDark || undefined}
        data-hidden={headerHidden || undefined}
        // Not fixed: placed at the top of the page, it scrolls away with it.
        data-static={!settings.fixedHeader || undefined}
      >
        <AppHeader
          tools={tools}
          menu={menu}
          variant={variant}
          phone={phone}
          dark={headerDark}
          drawerOpened={drawerOpened}
          onBurger={drawer.toggle}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={toggleSidebar}
          onTopOverflow={topMenu.onOverflow}
        />
      </header>
      {side ? (
        <nav
          id={SIDE_MENU_ID}
          aria-label={t`Side menu`}
          className={classes.navbar}
          data-menu-theme={settings.theme}
          data-static={!settings.fixSiderbar || undefined}
        >
          <SideMenu menu={menu} collapsed={!sidebarOpen} dark={settings.theme === 'dark'} />
        </nav>
      ) : null}
      <main className={classes.main}>
        {settings.multiTab ? <TabBar /> : null}
        <div className={classes.content} data-width={settings.contentWidth}>
          <AppBreadcrumb />
          {children}
        </div>
      </main>
      {variant === 'burger' ? (
        <MobileMenuDrawer menu={menu} opened={drawerOpened} onClose={drawer.close} dark={settings.theme === 'dark'} />
      ) : null}
      {SettingsDrawer ? (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      ) : null}
    </div>
  )
}
