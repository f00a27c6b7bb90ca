// Words of the SEO area, declared once: languages, keyword sources, channel names for 'all'.
import { msg } from '@lingui/core/macro'
import type { TextLanguage } from '../../contract/seo-common'
import type { KeywordRefusal, KeywordSource } from '../../contract/seo-keywords'

export const LANGUAGE_LABELS = {
  zh: msg`Chinese`,
  en: msg`English`,
  ru: msg`Russian`,
  fr: msg`French`,
} satisfies Record<TextLanguage, unknown>

export const SOURCE_LABELS = {
  typed: msg`Typed`,
  imported: msg`Imported`,
  harvested: msg`Harvested`,
} satisfies Record<KeywordSource, unknown>

export const KEYWORD_REFUSAL_LABELS = {
  empty: msg`Empty`,
  tooLong: msg`Longer than the channel allows`,
  forbidden: msg`Holds a word the channel forbids`,
} satisfies Record<KeywordRefusal, unknown>

export const ALL_CHANNELS_LABEL = msg`Every channel`
