// The side menu: the side-menu layout on wide desktops, and the rail of narrower desktops and
// landscape tablets — 256 px with folding groups, or 80 px of icons (each group a keyboard-operable
// menu: Enter opens it, arrows move, Escape closes).
import { Stack, UnstyledButton } from '@mantine/core'
import { Menu } from '../../components/floating/deferred'
import type { RouteNode } from '../route-node'
import { AppLink } from './app-link'
import classes from './layout.module.css'
import { Logo } from './logo'
import { MenuEntries } from './menu-entries'
import { MenuTree } from './menu-tree'
import { linkOf, useActiveKeys, useNodeTitle } from './use-menu'

/** The navbar's id: the header's collapse toggle says it controls it (aria-controls). */
export const SIDE_MENU_ID = 'app-side-menu'

interface SideMenuProps {
  menu: RouteNode[]
  collapsed: boolean
  dark: boolean
}

function CollapsedMenu({ menu }: { menu: RouteNode[] }) {
  const title = useNodeTitle()
  const active = useActiveKeys()
  return (
    <Stack gap={2} align="center" py="xs">
      {menu.map((node) => {
        const Icon = node.icon
        const name = title(node)
        // Icon and a short name under it (a navigation rail): icons alone left "SEO" and "Resources" to guesswork.
        const common = {
          className: classes.railItem,
          'data-active': active.has(node.key) || undefined,
          'aria-label': name,
          children: (
            <>
              {Icon ? <Icon size={20} stroke={1.6} /> : null}
              <span className={classes.railLabel}>{name}</span>
            </>
          ),
        } as const
        if (!node.children?.length) {
          return (
            <UnstyledButton
              key={node.key}
              {...common}
              component={AppLink}
              to={linkOf(node)}
              external={node.external}
              aria-current={active.has(node.key) ? 'page' : undefined}
            />
          )
        }
        // A group opens its pages beside the rail: Enter or Space opens it, arrows move, Escape closes.
        return (
          <Menu key={node.key} trigger="click-hover" position="right-start" offset={8} openDelay={60} closeDelay={150}>
            <Menu.Target>
              <UnstyledButton {...common} />
            </Menu.Target>
            <Menu.Dropdown miw={200}>
              <Menu.Label>{name}</Menu.Label>
              <MenuEntries nodes={node.children} />
            </Menu.Dropdown>
          </Menu>
        )
      })}
    </Stack>
  )
}

export function SideMenu({ menu, collapsed, dark }: SideMenuProps) {
  return (
    <>
      <div className={classes.navbarLogo} data-collapsed={collapsed || undefined}>
        <Logo withText={!collapsed} />
      </div>
      <div className={dark ? `${classes.navbarScroll} ${classes.darkMenu}` : classes.navbarScroll}>
        {collapsed ? <CollapsedMenu menu={menu} /> : <MenuTree nodes={menu} dark={dark} />}
      </div>
    </>
  )
}
