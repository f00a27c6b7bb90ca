// Keeps the document title in step with the page on screen and the active language (SPEC.md §2).
import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { productTitle } from '../lib/host-page'
import { TAB_TITLE_PARAM } from './layout/tab-bar/tab-reducer'
import { composeTitle } from './page-title'
import { findRoute } from './route-lookup'

export function DocumentTitle() {
  const { i18n } = useLingui()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  useEffect(() => {
    const node = findRoute(pathname)?.node
    // The tab bar's `__t` names a detail page (an order number); the window title says the same.
    const override = new URLSearchParams(searchStr).get(TAB_TITLE_PARAM)?.trim()
    const routeTitle = override || (node ? i18n._(node.title) : undefined)
    document.title = composeTitle(routeTitle, productTitle(i18n.locale))
  }, [pathname, searchStr, i18n, i18n.locale])
  return null
}
