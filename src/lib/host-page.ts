// Values the host page supplies through <meta> tags in index.html (SPEC.md §1, §2).
import { t } from '@lingui/core/macro'
import { readHostMeta } from './host-meta'

/**
 * The product's name for headings and the page title, in the given language when the host page
 * offers one per language (`<meta name="product-title-en">`), else its single `product-title`.
 */
export function productTitle(locale?: string): string {
  return (locale && readHostMeta(`product-title-${locale}`)) || readHostMeta('product-title') || t`Distribution console`
}
