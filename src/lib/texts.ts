// The translated texts the loaded chunks brought with them, per language (production build: each
// chunk adds its own when it loads, build/texts-per-chunk.ts, through this global, so a chunk needs
// no import to do it). The active language's object is the one Lingui reads (src/lib/i18n.ts hands
// it over by reference), so a screen loaded later adds its texts without a "change" event, which
// would re-render every screen for each chunk that loads.
import type { Messages } from '@lingui/core'
import type { Locale } from '../contract/constants'

type Registry = Record<Locale, Messages>

declare global {
  /** The registry's global: build/texts-per-chunk.ts TEXTS_GLOBAL. */
  var __consoleTexts: Registry | undefined
}

// Chunks evaluated before this module (a chunk's first statement) may have made it already.
const texts: Registry = globalThis.__consoleTexts ?? { en: {}, 'zh-cn': {} }
globalThis.__consoleTexts = texts

/** Every text loaded so far in one language; later additions appear in the same object. */
export function textsOf(locale: Locale): Messages {
  return texts[locale]
}
