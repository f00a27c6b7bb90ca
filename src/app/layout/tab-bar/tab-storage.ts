// Owns keeping the open tabs in sessionStorage so they survive a reload, per signed-in account.
import { readStorage, writeStorage } from '../../../lib/safe-storage'
import { STORAGE_KEYS } from '../../../lib/storage-keys'
import { EMPTY_TABS, type Tab, type TabsState } from './tab-reducer'

interface StoredTabs {
  owner: string
  state: TabsState
}

function isTab(value: unknown): value is Tab {
  if (!value || typeof value !== 'object') return false
  const tab = value as Record<string, unknown>
  return (
    typeof tab.key === 'string' &&
    typeof tab.fullPath === 'string' &&
    typeof tab.routeKey === 'string' &&
    (tab.title === undefined || typeof tab.title === 'string')
  )
}

/** The stored tabs of this account; another account's tabs (after a sign-in switch) are ignored. */
export function loadTabs(owner: string): TabsState {
  const raw = readStorage('session', STORAGE_KEYS.tabs)
  if (!raw) return EMPTY_TABS
  try {
    const stored = JSON.parse(raw) as Partial<StoredTabs>
    if (stored.owner !== owner || !Array.isArray(stored.state?.tabs)) return EMPTY_TABS
    const tabs = stored.state.tabs.filter(isTab)
    const activeKey = stored.state.activeKey
    return { tabs, activeKey: tabs.some((tab) => tab.key === activeKey) ? (activeKey ?? null) : null }
  } catch {
    // A damaged entry: start with no tabs rather than fail the layout.
    return EMPTY_TABS
  }
}

export function saveTabs(owner: string, state: TabsState): void {
  writeStorage('session', STORAGE_KEYS.tabs, JSON.stringify({ owner, state } satisfies StoredTabs))
}
