// The storefront's language: ?lang=, then the stored choice, then the browser's; its own small
// Lingui catalog (src/locales/*/store.po), loaded lazily.
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../contract/constants'
import { readStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { setApiLanguage } from './api'

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/store.ts')

export function initialLocale(): Locale {
  const asked = new URLSearchParams(location.search).get('lang') ?? readStorage('local', STORAGE_KEYS.locale)
  if (asked) return asked.toLowerCase() === 'zh-cn' ? 'zh-cn' : 'en'
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-cn' : 'en'
}

export async function activate(locale: Locale) {
  const load = catalogs[`../locales/${locale}/store.ts`]
  const messages = load ? (await load()).messages : {}
  i18n.loadAndActivate({ locale, messages })
  setApiLanguage(locale)
  writeStorage('local', STORAGE_KEYS.locale, locale)
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en'
}

export { i18n }
