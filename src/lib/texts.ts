// The translated texts the loaded modules brought with them, per language (production build: each
// module adds its own when it loads, build/texts-per-module.ts). The active language's object is the
// one Lingui reads (src/lib/i18n.ts hands it over by reference), so a screen loaded later adds its
// texts without a "change" event, which would re-render every screen for each chunk that loads.
import type { Messages } from '@lingui/core'
import type { Locale } from '../contract/constants'

const texts: Record<Locale, Messages> = { en: {}, 'zh-cn': {} }

/** Called by the generated module beside each source module that has texts. */
export function addTexts(byLocale: Record<Locale, Messages>): void {
  Object.assign(texts.en, byLocale.en)
  Object.assign(texts['zh-cn'], byLocale['zh-cn'])
}

/** Every text loaded so far in one language; later additions appear in the same object. */
export function textsOf(locale: Locale): Messages {
  return texts[locale]
}
