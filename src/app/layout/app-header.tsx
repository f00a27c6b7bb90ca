// The header: burger or sidebar toggle, logo, the top menu on desktops, and the user's tools.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Burger } from '@mantine/core'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { Tooltip } from '../../components/floating/deferred'
import { LocaleSwitch } from '../../components/locale-switch/locale-switch'
import { JobsIndicator } from '../jobs/jobs-indicator'
import { InstallAppButton } from '../pwa/install-app-button'
import { NetworkStatus } from '../pwa/network-status'
import type { RouteNode } from '../route-node'
import { ColorSchemeToggle } from './color-scheme-toggle'
import classes from './layout.module.css'
import { Logo } from './logo'
import { PaletteButton } from './palette-button'
import { SIDE_MENU_ID } from './side-menu'
import { TopMenu } from './top-menu'

/**
 * The user's tools that belong to business areas (sync panel, purchase cart, notices, account
 * menu): the layout route hands them in, so the shell imports no feature (DESIGN.md §3).
 */
export interface HeaderTools {
  SyncButton: ComponentType
  CartShortcut: ComponentType
  NoticeBell: ComponentType<{ phone: boolean }>
  UserMenu: ComponentType<{ compact?: boolean }>
}

export interface AppHeaderProps {
  tools: HeaderTools
  menu: RouteNode[]
  /** Which menu the header carries: a burger (phones, tablets), the top menu, or the side menu's toggle. */
  variant: 'burger' | 'top' | 'side'
  phone: boolean
  dark: boolean
  drawerOpened: boolean
  onBurger: () => void
  sidebarOpen: boolean
  onToggleSidebar: () => void
  /** The top menu had to hide this many groups (the layout then shows the side rail). */
  onTopOverflow?: (hidden: number) => void
}

export function AppHeader({
  tools: { SyncButton, CartShortcut, NoticeBell, UserMenu },
  menu,
  variant,
  phone,
  dark,
  drawerOpened,
  onBurger,
  sidebarOpen,
  onToggleSidebar,
  onTopOverflow,
}: AppHeaderProps) {
  const { t } = useLingui()
  return (
    <div className={classes.header} data-menu-theme={dark ? 'dark' : 'light'} style={{ height: '100%' }}>
      {variant === 'burger' ? (
        <Burger
          opened={drawerOpened}
          onClick={onBurger}
          size="sm"
          color={dark ? '#fff' : undefined}
          aria-label={drawerOpened ? t`Close menu` : t`Open menu`}
        />
      ) : null}
      {variant === 'side' ? (
        <Tooltip label={sidebarOpen ? t`Collapse menu` : t`Expand menu`}>
          <ActionIcon
            size="lg"
            className={classes.collapseToggle}
            onClick={onToggleSidebar}
            aria-label={sidebarOpen ? t`Collapse menu` : t`Expand menu`}
            aria-expanded={sidebarOpen}
            aria-controls={SIDE_MENU_ID}
          >
            {sidebarOpen ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
          </ActionIcon>
        </Tooltip>
      ) : null}
      {/* On phones the header's tools need the width; the mark alone links home (a name cut to one character helps nobody). */}
      {variant === 'side' ? null : <Logo withText={!phone} />}
      {variant === 'top' ? <TopMenu menu={menu} onOverflow={onTopOverflow} /> : <div className={classes.grow} />}
      <div className={classes.actions}>
        {phone ? null : <PaletteButton />}
        <NetworkStatus compact={phone} />
        <SyncButton />
        <JobsIndicator />
        <InstallAppButton />
        <CartShortcut />
        <NoticeBell phone={phone} />
        <ColorSchemeToggle />
        <LocaleSwitch />
        <UserMenu compact={phone} />
      </div>
    </div>
  )
}
