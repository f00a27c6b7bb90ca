// The vertical menu (side menu and the phone/tablet drawer): groups fold open, the current page is marked.
import { NavLink } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import type { RouteNode } from '../route-node'
import { AppLink } from './app-link'
import classes from './layout.module.css'
import { linkOf, useActiveKeys, useNodeTitle } from './use-menu'

interface MenuTreeProps {
  nodes: RouteNode[]
  /** Called after an entry was chosen, e.g. to close the drawer. */
  onNavigate?: () => void
  /** Filled active entries for the dark menu, light ones otherwise. */
  dark?: boolean
  depth?: number
}

export function MenuTree({ nodes, onNavigate, dark = false, depth = 0 }: MenuTreeProps) {
  const title = useNodeTitle()
  const active = useActiveKeys()
  return (
    <>
      {nodes.map((node) => {
        const icon = node.icon ? <node.icon size={18} stroke={1.6} /> : null
        const label = <span className={classes.navLabel}>{title(node)}</span>
        if (node.children?.length) {
          return (
            <NavLink
              key={node.key}
              label={label}
              leftSection={icon}
              defaultOpened={active.has(node.key)}
              childrenOffset={depth === 0 ? 28 : 14}
              py={10}
            >
              <MenuTree nodes={node.children} onNavigate={onNavigate} dark={dark} depth={depth + 1} />
            </NavLink>
          )
        }
        return (
          <NavLink
            key={node.key}
            component={AppLink}
            to={linkOf(node)}
            external={node.external}
            label={label}
            leftSection={icon}
            rightSection={node.external ? <IconExternalLink size={14} opacity={0.6} /> : null}
            active={active.has(node.key)}
            variant={dark ? 'filled' : 'light'}
            onClick={onNavigate}
            py={10}
          />
        )
      })}
    </>
  )
}
