// The tab bar (SPEC.md §2): one tab per visited page, a context menu per tab and a dropdown for the active one.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, CloseButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Menu } from '../../../components/floating/deferred'
import { findByKey } from '../../route-lookup'
import { AppLink } from '../app-link'
import { useNodeTitle } from '../use-menu'
import { TabActions, type TabActionType } from './tab-actions'
import classes from './tab-bar.module.css'
import type { Tab } from './tab-reducer'
import { TabStrip } from './tab-strip'
import { useTabs } from './use-tabs'

interface TabItemProps {
  tab: Tab
  title: string
  active: boolean
  onAction: (type: TabActionType, key: string) => void
}

function TabItem({ tab, title, active, onAction }: TabItemProps) {
  const { t } = useLingui()
  return (
    <Menu>
      <Menu.ContextMenu>
        <div
          className={classes.tab}
          data-active={active || undefined}
          onAuxClick={(event) => {
            // Middle click closes, as in browsers.
            if (event.button === 1) onAction('close', tab.key)
          }}
        >
          <AppLink
            to={tab.fullPath}
            className={classes.tabLink}
            aria-current={active ? 'page' : undefined}
            title={title}
          >
            {title}
          </AppLink>
          <CloseButton size="xs" aria-label={t`Close ${title}`} onClick={() => onAction('close', tab.key)} />
        </div>
      </Menu.ContextMenu>
      <Menu.Dropdown>
        <TabActions onAction={(type) => onAction(type, tab.key)} />
      </Menu.Dropdown>
    </Menu>
  )
}

export function TabBar() {
  const { t } = useLingui()
  const title = useNodeTitle()
  const { state, act } = useTabs()
  const onAction = (type: TabActionType, key: string) => act({ type, key })
  const titleOf = (tab: Tab) => {
    if (tab.title) return tab.title
    const match = findByKey(tab.routeKey)
    return match ? title(match.node) : tab.fullPath
  }
  // The first frame has no tab yet (the page's own opens once its route resolved): the strip is
  // drawn empty at its full height then, so the tab arriving moves nothing under it (layout shift).
  if (state.tabs.length === 0) return <div className={classes.bar} />
  return (
    <div className={classes.bar}>
      <TabStrip activeKey={state.activeKey}>
        <nav className={classes.list} aria-label={t`Open pages`}>
          {state.tabs.map((tab) => (
            <TabItem
              key={tab.key}
              tab={tab}
              title={titleOf(tab)}
              active={tab.key === state.activeKey}
              onAction={onAction}
            />
          ))}
        </nav>
      </TabStrip>
      <div className={classes.tools}>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon aria-label={t`Tab actions`} disabled={!state.activeKey}>
              <IconChevronDown size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {state.activeKey ? <TabActions onAction={(type) => onAction(type, state.activeKey as string)} /> : null}
          </Menu.Dropdown>
        </Menu>
      </div>
    </div>
  )
}
