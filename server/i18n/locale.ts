// Picks the caller's language and fills catalog messages.
import type { Locale } from '../../src/contract/constants'
import { MESSAGES, type MessageKey } from './messages'

export type MessageParams = Record<string, string | number>

/**
 * Accept-Language: the first (preferred) tag decides; zh* → 'zh-cn', anything else → 'en'.
 * No header at all → 'zh-cn', the product's default language.
 */
export function localeOf(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase()
  if (!first || first === '*') return 'zh-cn'
  return first.startsWith('zh') ? 'zh-cn' : 'en'
}

export function t(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const entry = MESSAGES[key]
  const template: string = locale === 'zh-cn' ? entry.zh : entry.en
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
