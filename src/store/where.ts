// Where the storefront is (shop and counter from the address) and the shopper's language as this
// device tells it. No React and no Lingui: the page's first script (main.tsx) reads these before
// deciding whether the shop's interactive code is needed yet.
import type { Locale } from '../contract/constants'
import { readStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'

export interface StoreLocation {
  shopId: string
  counterId: string | null
}

export function storeLocation(): StoreLocation | null {
  const match = /^\/dis\/store\/([^/]+)\/?$/.exec(location.pathname)
  if (!match?.[1]) return null
  return { shopId: decodeURIComponent(match[1]), counterId: new URLSearchParams(location.search).get('counter') }
}

/** ?lang=, then the choice kept on this device, then the browser's languages. */
export function initialLocale(): Locale {
  const asked = new URLSearchParams(location.search).get('lang') ?? readStorage('local', STORAGE_KEYS.locale)
  if (asked) return asked.toLowerCase() === 'zh-cn' ? 'zh-cn' : 'en'
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-cn' : 'en'
}
