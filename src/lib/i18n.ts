// Owns the active language: which locale to start in (SPEC.md §1), loading its compiled Lingui
// catalog lazily, and keeping Mantine dates, <html lang> and the stored preference in step (dayjs
// follows in dates-locale.ts, loaded with the date pickers).
import { i18n, type Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { DEFAULT_LOCALE, type Locale } from '../contract/constants'
import { normaliseLocale, resolveInitialLocale } from './initial-locale'
import { writeStorage } from './safe-storage'
import { STORAGE_KEYS } from './storage-keys'
import { textsOf } from './texts'

export { i18n, normaliseLocale, resolveInitialLocale }

// Produced by `lingui compile --typescript` (npm run build). The production build loads no catalog:
// each chunk brings the texts its code shows (build/texts-per-chunk.ts, src/lib/texts.ts), so only
// the dev server and Vitest load these, one lazy chunk per locale.
const catalogs: Record<string, () => Promise<{ messages: Messages }>> = import.meta.env.PROD
  ? {}
  : import.meta.glob<{ messages: Messages }>('../locales/*/messages.ts')

async function loadCatalog(locale: Locale): Promise<Messages> {
  // The object the loaded chunks keep adding to; Lingui reads later additions from it.
  if (import.meta.env.PROD) return textsOf(locale)
  const load = catalogs[`../locales/${locale}/messages.ts`]
  if (!load) {
    // Not compiled yet (a fresh checkout before `npm run build`): English source texts show.
    console.warn(`No compiled catalog for ${locale}; run \`npm run i18n:compile\``)
    return {}
  }
  return (await load()).messages
}

// A text whose chunk did not bring it shows as its id: say so where a test (tests/texts.spec.ts)
// and a developer look. Build time already refuses such a chunk (build/texts-per-chunk.ts).
if (import.meta.env.PROD) i18n.on('missing', ({ id, locale }) => console.error(`Text ${id} is not loaded (${locale})`))

let latestRequest: Locale | null = null

export async function activateLocale(locale: Locale): Promise<void> {
  latestRequest = locale
  const messages = await loadCatalog(locale)
  // A quicker second switch may have finished first; the last choice wins.
  if (latestRequest !== locale) return
  i18n.loadAndActivate({ locale, messages })
  writeStorage('local', STORAGE_KEYS.locale, locale)
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en'
}

export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  // useLingui re-renders the caller when the locale changes.
  const { i18n: active } = useLingui()
  return { locale: normaliseLocale(active.locale) ?? DEFAULT_LOCALE, setLocale: activateLocale }
}

/** The dayjs locale name for Mantine's DatesProvider. */
export function mantineDatesLocale(locale: Locale): string {
  return locale === 'zh-cn' ? 'zh-cn' : 'en'
}
