// Which language a page starts in (SPEC.md §1). Apart from i18n.ts (Lingui) so that the page's first
// script (src/early-start.ts) can send its early requests in the user's language before Lingui loads.
import { DEFAULT_LOCALE, type Locale } from '../contract/constants'
import { readHostMeta } from './host-meta'
import { readStorage } from './safe-storage'
import { STORAGE_KEYS } from './storage-keys'

/** SPEC.md §1: 'zh-cn' (any case) is Chinese; any other non-empty value selects English. */
export function normaliseLocale(value: string | null | undefined): Locale | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  return trimmed.toLowerCase() === 'zh-cn' ? 'zh-cn' : 'en'
}

/** The host page's value first, then the stored preference, then Chinese. */
export function resolveInitialLocale(): Locale {
  return (
    normaliseLocale(readHostMeta('product-locale')) ??
    normaliseLocale(readStorage('local', STORAGE_KEYS.locale)) ??
    DEFAULT_LOCALE
  )
}
