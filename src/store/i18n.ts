// The storefront's language: ?lang=, then the stored choice, then the browser's; its own small
// Lingui catalog (src/locales/*/store.po). Both catalogs are in the bundle (≈ 1 KiB gzip each):
// the page's language is known at once, so the server-drawn page is taken over without waiting
// for a catalog's request, and the server draws with the same catalogs (render.tsx).
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../contract/constants'
import { STORE_LANG_COOKIE } from '../contract/store-shared'
import { writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { setApiLanguage } from './api'

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/store.ts', { eager: true })

export const storeMessages = (locale: Locale): Messages => catalogs[`../locales/${locale}/store.ts`]?.messages ?? {}

/** Switches the page's language; `remember` keeps the choice (storage and the server's cookie). */
export function activate(locale: Locale, remember = true) {
  i18n.loadAndActivate({ locale, messages: storeMessages(locale) })
  setApiLanguage(locale)
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en'
  if (!remember) return
  writeStorage('local', STORAGE_KEYS.locale, locale)
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every kiosk browser.
  document.cookie = `${STORE_LANG_COOKIE}=${locale}; path=/dis/store/; max-age=31536000; samesite=lax`
}

export { i18n }
