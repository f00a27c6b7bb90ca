// The languages of the switch (SPEC.md §1), each named in itself so a reader of the other
// language can still find theirs.
import type { Locale } from '../../contract/constants'

export const LANGUAGES: { locale: Locale; label: string; short: string }[] = [
  { locale: 'zh-cn', label: '简体中文', short: '中文' },
  { locale: 'en', label: 'English', short: 'EN' },
]

export const languageOf = (locale: Locale) => LANGUAGES.find((language) => language.locale === locale) ?? LANGUAGES[0]!
