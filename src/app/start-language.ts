// The page's language at boot, for the console's and the design tools' pages alike.
import type { Locale } from '../contract/constants'
import { activateLocale, i18n } from '../lib/i18n'
import { ChunkLoadError, reportChunkError } from './chunk-errors'

/**
 * Activates `locale`'s catalog. When its chunk does not load (a dev server, a broken network),
 * the page shows the reload page in source English rather than nothing; never rejects.
 */
export async function startLanguage(locale: Locale): Promise<void> {
  try {
    await activateLocale(locale)
  } catch (error) {
    i18n.loadAndActivate({ locale, messages: {} })
    reportChunkError(new ChunkLoadError('script', error))
  }
}
