// Values the host page supplies through <meta> tags in index.html (SPEC.md §1, §2).
import { t } from '@lingui/core/macro'

export function readHostMeta(name: string): string | null {
  if (typeof document === 'undefined') return null
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim()
  return content || null
}

/** The product's name for headings and the page title (route title + product title). */
export function productTitle(): string {
  return readHostMeta('product-title') ?? t`Distribution console`
}
