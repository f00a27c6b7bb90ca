// Builds a listing title from a pattern ("{brand} {design} {model} {colour} {keywords}") and the
// goods' facts, in the channel's language, within the channel's limit and without its forbidden
// words: keywords are added one by one while they fit; a word already in the title is not
// repeated. Pure, so the rules are unit-tested without a database.
import { forbiddenWordsIn, measure } from '../../../src/contract/channel-text-check'
import { CHANNEL_TEXT_RULES } from '../../../src/contract/channel-text-rules'
import type { Channel } from '../../../src/contract/dictionaries'
import type { TitleToken } from '../../../src/contract/seo-titles'
import { inLanguage } from '../../lib/bilingual'
import { type GoodsFacts, keywordsFor } from './goods-facts'

/** Chinese listings read in Chinese; ru and fr channels get English facts (we hold no ru/fr names). */
export const factLanguage = (language: string) => (language === 'zh' ? 'zh' : 'en')

function tokenValue(token: TitleToken, facts: GoodsFacts, language: string): string {
  const lang = factLanguage(language)
  switch (token) {
    case 'brand':
      return facts.brand
    case 'design':
      return inLanguage(facts.design, lang)
    case 'model':
      return inLanguage(facts.model, lang)
    case 'category':
      return inLanguage(facts.category, lang)
    case 'colour':
      return facts.colours.length === 1 ? (facts.colours[0]?.[lang] ?? '') : ''
    case 'keywords':
      return ''
  }
}

function stripForbidden(text: string, channel: Channel): string {
  let out = text
  for (const word of forbiddenWordsIn(text, channel)) {
    out = out.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' ')
  }
  return out.replace(/\s+/g, ' ').trim()
}

/** Keeps whole words (Latin) or characters (CJK) up to `max`. */
export function cutTo(text: string, max: number): string {
  if (measure(text, 'char') <= max) return text
  const chars = Array.from(text).slice(0, max)
  const cut = chars.join('')
  const space = cut.lastIndexOf(' ')
  return (space > max / 2 ? cut.slice(0, space) : cut).trim()
}

export function buildTitle(pattern: string, facts: GoodsFacts, channel: Channel, language?: string): string {
  const rule = CHANNEL_TEXT_RULES[channel]
  const lang = language ?? rule.marketLanguage
  const seen = new Set<string>()
  const parts: string[] = []
  const addWords = (text: string) => {
    const fresh = stripForbidden(text, channel)
      .split(' ')
      .filter((word) => word && !seen.has(word.toLowerCase()))
    for (const word of fresh) seen.add(word.toLowerCase())
    if (fresh.length > 0) parts.push(fresh.join(' '))
  }
  const pieces = pattern.split(/(\{[a-z]+\})/).filter((piece) => piece.trim() !== '')
  let keywordsAt = -1
  for (const piece of pieces) {
    const token = /^\{([a-z]+)\}$/.exec(piece)?.[1] as TitleToken | undefined
    if (token === 'keywords') keywordsAt = parts.length
    else addWords(token ? tokenValue(token, facts, lang) : piece)
  }
  let title = cutTo(parts.join(' '), rule.titleMax)
  if (keywordsAt >= 0) {
    const head = cutTo(parts.slice(0, keywordsAt).join(' '), rule.titleMax)
    const tail = parts.slice(keywordsAt)
    const extra: string[] = []
    for (const keyword of keywordsFor(facts, channel, lang)) {
      const clean = stripForbidden(keyword, channel)
      if (!clean || title.toLowerCase().includes(clean.toLowerCase())) continue
      const candidate = [head, ...extra, clean, ...tail].filter(Boolean).join(' ')
      if (measure(candidate, 'char') > rule.titleMax) continue
      extra.push(clean)
      title = candidate
    }
    if (extra.length === 0) title = cutTo([head, ...tail].filter(Boolean).join(' '), rule.titleMax)
  }
  return title
}
