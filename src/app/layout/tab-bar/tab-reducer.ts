// Owns the tab bar's rules as a pure reducer: tab keys, `__t` titles, closing and the last-tab rule.
import type { RouteNode } from '../../route-node'
import { TAB_TITLE_PARAM } from './tab-title-param'

export interface Tab {
  /** Path for singleton routes, full path (path + search) for the others. */
  key: string
  /** Where the tab goes when clicked: the latest full path seen under this key. */
  fullPath: string
  /** Key of the route-table node, to show its title in the active language. */
  routeKey: string
  /** Title from the `__t` query parameter; overrides the route title. */
  title?: string
}

export interface TabsState {
  tabs: Tab[]
  activeKey: string | null
}

export type TabAction =
  | { type: 'open'; tab: Tab }
  | { type: 'close'; key: string }
  | { type: 'close-left'; key: string }
  | { type: 'close-right'; key: string }
  | { type: 'close-all'; key: string }

/** Messages the bar shows when an action has nothing to close. */
export type TabNotice = 'no-left' | 'no-right' | 'last-tab'

export interface TabResult {
  state: TabsState
  notice?: TabNotice
  /** Full path to navigate to when the active tab was closed. */
  navigate?: string
}

export const EMPTY_TABS: TabsState = { tabs: [], activeKey: null }

export { TAB_TITLE_PARAM }

/**
 * Search parameters that are a state of the screen rather than which record it shows: the open
 * action dialog (`action=ship`) and the tab title. A record's tab keeps one key while they change,
 * so opening and closing a dialog does not leave a second tab of the same order behind.
 */
export const TAB_STATE_PARAMS: readonly string[] = ['action', TAB_TITLE_PARAM]

/** The search without the screen-state parameters, in a stable order: what names the record. */
function identityOf(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of TAB_STATE_PARAMS) params.delete(name)
  params.sort()
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** Builds the tab of a location: key by path for singleton routes, by path and record otherwise. */
export function tabOf(location: { pathname: string; searchStr: string }, node: RouteNode): Tab {
  const search = location.searchStr.startsWith('?')
    ? location.searchStr
    : location.searchStr && `?${location.searchStr}`
  const fullPath = `${location.pathname}${search}`
  const title = new URLSearchParams(search).get(TAB_TITLE_PARAM)?.trim()
  return {
    key: node.singleton ? location.pathname : `${location.pathname}${identityOf(search)}`,
    fullPath,
    routeKey: node.key,
    ...(title ? { title } : {}),
  }
}

/** Keeps `keep` and makes sure the active tab is one of them, navigating if it was closed. */
function keepOnly(state: TabsState, keep: Tab[], fallback: Tab): TabResult {
  const activeKept = keep.some((tab) => tab.key === state.activeKey)
  if (activeKept) return { state: { ...state, tabs: keep } }
  return { state: { tabs: keep, activeKey: fallback.key }, navigate: fallback.fullPath }
}

export function reduceTabs(state: TabsState, action: TabAction): TabResult {
  if (action.type === 'open') {
    const { tab } = action
    const index = state.tabs.findIndex((existing) => existing.key === tab.key)
    // A visit without `__t` keeps the title the tab already has.
    const tabs =
      index === -1
        ? [...state.tabs, tab]
        : state.tabs.map((existing, i) => (i === index ? { ...existing, ...tab } : existing))
    return { state: { tabs, activeKey: tab.key } }
  }

  const index = state.tabs.findIndex((tab) => tab.key === action.key)
  const target = state.tabs[index]
  if (!target) return { state }

  switch (action.type) {
    case 'close': {
      if (state.tabs.length <= 1) return { state, notice: 'last-tab' }
      const keep = state.tabs.filter((tab) => tab.key !== action.key)
      // The neighbour on the left takes over; the first tab hands over to its right.
      const fallback = keep[Math.max(0, index - 1)] as Tab
      return keepOnly(state, keep, fallback)
    }
    case 'close-left':
      if (index === 0) return { state, notice: 'no-left' }
      return keepOnly(state, state.tabs.slice(index), target)
    case 'close-right':
      if (index === state.tabs.length - 1) return { state, notice: 'no-right' }
      return keepOnly(state, state.tabs.slice(0, index + 1), target)
    case 'close-all':
      if (state.tabs.length <= 1) return { state, notice: 'last-tab' }
      return keepOnly(state, [target], target)
  }
}
