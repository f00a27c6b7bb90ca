// The tools' document title, as the console's (src/app/document-title.tsx) without the router:
// the tool's name from the route table and the product title, in the active language.
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { composeTitle } from '../app/page-title'
import { findRoute } from '../app/route-lookup'
import { productTitle } from '../lib/host-page'

export function useToolTitle(pathname: string): void {
  const { i18n } = useLingui()
  useEffect(() => {
    const node = findRoute(pathname.replace(/^\/dis(?=\/)/, ''))?.node
    document.title = composeTitle(node ? i18n._(node.title) : undefined, productTitle(i18n.locale))
  }, [pathname, i18n, i18n.locale])
}
