// Owns the document title: route title + ' - ' + the product title supplied by the host page.
import { productTitle, readHostMeta } from '../lib/host-page'

/** `Orders - 分销控制台`; the product title alone when the route has none. */
export function composeTitle(routeTitle: string | undefined, product: string): string {
  const route = routeTitle?.trim()
  const name = product.trim()
  if (route && name) return `${route} - ${name}`
  return route || name
}

/**
 * The product title in the active language: a host page may offer one per language with
 * `<meta name="product-title-en">`; otherwise the single `product-title` (or our own name).
 */
export function productTitleFor(locale: string): string {
  return readHostMeta(`product-title-${locale}`) ?? productTitle()
}
