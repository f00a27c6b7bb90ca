// Keeps the document title in step with the page on screen and the active language (SPEC.md §2).
// The route table the titles come from is not part of the sign-in page's first load (issue 21): it
// comes with the signed-in entry, which boot requests at once when a token is stored; without one
// (the sign-in page) the title waits for that entry to load (the form loads it on first use), and
// the product title stands until then.
import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { productTitle } from '../lib/host-page'
import { getToken } from '../lib/token'
import { loadOnce } from '../lib/use-loaded'
import { TAB_TITLE_PARAM } from './layout/tab-bar/tab-title-param'
import { composeTitle } from './page-title'
import { afterSignedInLoaded } from './query-client-holder'

type FindRoute = typeof import('./route-lookup').findRoute

let findRoute: FindRoute | undefined
const loadLookup = loadOnce(() =>
  import('./route-lookup').then((module) => {
    findRoute = module.findRoute
  }),
)

export function DocumentTitle() {
  const { i18n } = useLingui()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const [lookupReady, setLookupReady] = useState(findRoute !== undefined)
  useEffect(() => {
    if (lookupReady) return
    const load = () =>
      void loadLookup().then(
        () => setLookupReady(true),
        // Not on this device yet (offline): the product title stays.
        () => {},
      )
    if (getToken()) load()
    else afterSignedInLoaded(load)
  }, [lookupReady])
  useEffect(() => {
    const node = lookupReady ? findRoute?.(pathname)?.node : undefined
    // The tab bar's `__t` names a detail page (an order number); the window title says the same.
    const override = new URLSearchParams(searchStr).get(TAB_TITLE_PARAM)?.trim()
    const routeTitle = override || (node ? i18n._(node.title) : undefined)
    document.title = composeTitle(routeTitle, productTitle(i18n.locale))
  }, [pathname, searchStr, i18n, i18n.locale, lookupReady])
  return null
}
