// Dropdown entries of a menu group (top menu, collapsed side menu): nested groups open as submenus.
// No scrolling container here: a submenu renders inside its parent dropdown and would be clipped.
import { IconExternalLink } from '@tabler/icons-react'
import { Menu } from '../../components/floating/deferred'
import type { RouteNode } from '../route-node'
import { AppLink } from './app-link'
import { linkOf, useActiveKeys, useNodeTitle } from './use-menu'

export function MenuEntries({ nodes }: { nodes: RouteNode[] }) {
  const title = useNodeTitle()
  const active = useActiveKeys()
  return (
    <>
      {nodes.map((node) => {
        if (node.children?.length) {
          return (
            <Menu.Sub key={node.key} openDelay={80} closeDelay={120}>
              <Menu.Sub.Target>
                <Menu.Sub.Item
                  leftSection={node.icon ? <node.icon size={16} /> : null}
                  fw={active.has(node.key) ? 600 : undefined}
                >
                  {title(node)}
                </Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown>
                <MenuEntries nodes={node.children} />
              </Menu.Sub.Dropdown>
            </Menu.Sub>
          )
        }
        const isActive = active.has(node.key)
        return (
          <Menu.Item
            key={node.key}
            component={AppLink}
            to={linkOf(node)}
            external={node.external}
            leftSection={node.icon ? <node.icon size={16} /> : null}
            rightSection={node.external ? <IconExternalLink size={14} opacity={0.6} /> : null}
            color={isActive ? 'brand' : undefined}
            fw={isActive ? 600 : undefined}
            aria-current={isActive ? 'page' : undefined}
          >
            {title(node)}
          </Menu.Item>
        )
      })}
    </>
  )
}
