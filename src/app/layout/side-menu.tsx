// The side menu of the side-menu layout on desktops: 256 px with folding groups, or 80 px of icons.
import { ActionIcon, AppShell, Menu, ScrollArea, Stack, Tooltip } from '@mantine/core'
import type { RouteNode } from '../route-node'
import { AppLink } from './app-link'
import classes from './layout.module.css'
import { Logo } from './logo'
import { MenuEntries } from './menu-entries'
import { MenuTree } from './menu-tree'
import { linkOf, useActiveKeys, useNodeTitle } from './use-menu'

interface SideMenuProps {
  menu: RouteNode[]
  collapsed: boolean
  dark: boolean
}

function CollapsedMenu({ menu }: { menu: RouteNode[] }) {
  const title = useNodeTitle()
  const active = useActiveKeys()
  return (
    <Stack gap={4} align="center" py="xs">
      {menu.map((node) => {
        const Icon = node.icon
        const common = {
          className: classes.collapsedItem,
          variant: 'subtle',
          color: 'gray',
          'data-active': active.has(node.key) || undefined,
          'aria-label': title(node),
          children: Icon ? <Icon size={20} stroke={1.6} /> : title(node).slice(0, 1),
        } as const
        if (!node.children?.length) {
          return (
            <Tooltip key={node.key} label={title(node)} position="right">
              <ActionIcon {...common} component={AppLink} to={linkOf(node)} external={node.external} />
            </Tooltip>
          )
        }
        const button = <ActionIcon {...common} />
        return (
          <Menu key={node.key} trigger="click-hover" position="right-start" offset={8} openDelay={60} closeDelay={150}>
            <Menu.Target>{button}</Menu.Target>
            <Menu.Dropdown miw={200}>
              <Menu.Label>{title(node)}</Menu.Label>
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
      <AppShell.Section className={classes.navbarLogo} data-collapsed={collapsed || undefined}>
        <Logo withText={!collapsed} />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6} className={dark ? classes.darkMenu : undefined}>
        {collapsed ? <CollapsedMenu menu={menu} /> : <MenuTree nodes={menu} dark={dark} />}
      </AppShell.Section>
    </>
  )
}
