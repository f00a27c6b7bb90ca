// The horizontal menu of the top-menu layout on desktops: one dropdown per group, overflow under "More".
import { useLingui } from '@lingui/react/macro'
import { OverflowList } from '@mantine/core'
import { IconChevronDown, IconDots } from '@tabler/icons-react'
import { useLayoutEffect } from 'react'
import { Menu } from '../../components/floating/deferred'
import type { RouteNode } from '../route-node'
import { AppLink } from './app-link'
import classes from './layout.module.css'
import { MenuEntries } from './menu-entries'
import { linkOf, useActiveKeys, useNodeTitle } from './use-menu'

function TopGroup({ node }: { node: RouteNode }) {
  const title = useNodeTitle()
  const active = useActiveKeys()
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-start" offset={0}>
      <Menu.Target>
        <button type="button" className={classes.topItem} data-active={active.has(node.key) || undefined}>
          {node.icon ? <node.icon size={16} stroke={1.7} /> : null}
          {title(node)}
          <IconChevronDown size={12} opacity={0.7} />
        </button>
      </Menu.Target>
      <Menu.Dropdown miw={180}>
        <MenuEntries nodes={node.children ?? []} />
      </Menu.Dropdown>
    </Menu>
  )
}

function TopLink({ node }: { node: RouteNode }) {
  const title = useNodeTitle()
  const active = useActiveKeys()
  return (
    <AppLink
      to={linkOf(node)}
      external={node.external}
      className={classes.topItem}
      data-active={active.has(node.key) || undefined}
      aria-current={active.has(node.key) ? 'page' : undefined}
    >
      {node.icon ? <node.icon size={16} stroke={1.7} /> : null}
      {title(node)}
    </AppLink>
  )
}

function MoreMenu({ nodes }: { nodes: RouteNode[] }) {
  const { t } = useLingui()
  const active = useActiveKeys()
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-end" offset={0}>
      <Menu.Target>
        <button
          type="button"
          className={classes.topItem}
          aria-label={t`More menus`}
          data-active={nodes.some((node) => active.has(node.key)) || undefined}
        >
          <IconDots size={18} />
        </button>
      </Menu.Target>
      <Menu.Dropdown miw={180}>
        <MenuEntries nodes={nodes} />
      </Menu.Dropdown>
    </Menu>
  )
}

/** Tells the layout that groups are hidden, before the paint, so it can show the side rail instead. */
function OverflowReport({ hidden, onOverflow }: { hidden: number; onOverflow: (hidden: number) => void }) {
  useLayoutEffect(() => onOverflow(hidden), [hidden, onOverflow])
  return null
}

export function TopMenu({ menu, onOverflow }: { menu: RouteNode[]; onOverflow?: (hidden: number) => void }) {
  return (
    <OverflowList
      className={classes.topMenu}
      data={menu}
      gap={0}
      getItemKey={(node) => node.key}
      renderItem={(node) =>
        node.children?.length ? <TopGroup key={node.key} node={node} /> : <TopLink key={node.key} node={node} />
      }
      // A host element, so the list can measure the "More" entry it has to leave room for.
      renderOverflow={(nodes) => (
        <div>
          {onOverflow ? <OverflowReport hidden={nodes.length} onOverflow={onOverflow} /> : null}
          <MoreMenu nodes={nodes} />
        </div>
      )}
    />
  )
}
