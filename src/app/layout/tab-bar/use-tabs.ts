// Owns the live tab state: opens a tab per resolved navigation, applies the reducer's actions
// (notices, navigation) and keeps the tabs in sessionStorage.
import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications/store'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSession } from '../../../lib/session/session'
import { findRoute } from '../../route-lookup'
import { reduceTabs, type TabAction, type TabNotice, type TabsState, tabOf } from './tab-reducer'
import { loadTabs, saveTabs } from './tab-storage'

export function useTabs(): { state: TabsState; act: (action: Exclude<TabAction, { type: 'open' }>) => void } {
  const { t } = useLingui()
  const router = useRouter()
  const owner = String(useSession().info.id)
  const [state, setState] = useState(() => loadTabs(owner))
  const stateRef = useRef(state)
  stateRef.current = state

  // The resolved location: a tab opens once the page is really shown, not for a redirect on the way.
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const searchStr = useRouterState({ select: (s) => s.resolvedLocation?.searchStr ?? '' })

  useEffect(() => {
    if (!pathname) return
    const node = findRoute(pathname)?.node
    if (!node || node.public) return
    setState((current) => reduceTabs(current, { type: 'open', tab: tabOf({ pathname, searchStr }, node) }).state)
  }, [pathname, searchStr])

  useEffect(() => saveTabs(owner, state), [owner, state])

  const notices: Record<TabNotice, string> = {
    'no-left': t`No tabs on the left`,
    'no-right': t`No tabs on the right`,
    'last-tab': t`This is the last tab and cannot be closed`,
  }
  const noticesRef = useRef(notices)
  noticesRef.current = notices

  const act = useCallback(
    (action: Exclude<TabAction, { type: 'open' }>) => {
      const result = reduceTabs(stateRef.current, action)
      setState(result.state)
      if (result.notice) {
        // One id per kind: repeating a notice does not stack it, a different one still shows.
        notifications.show({
          id: `tab-notice-${result.notice}`,
          message: noticesRef.current[result.notice],
          color: 'gray',
        })
      }
      if (result.navigate) void router.navigate({ href: result.navigate })
    },
    [router],
  )

  return { state, act }
}
