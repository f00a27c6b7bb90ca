// Checks a title or search term against CHANNEL_TEXT_RULES: the same function runs as the seller
// types and on the server before anything is saved, so the two can never disagree.
import { CHANNEL_TEXT_RULES, type LengthUnit } from './channel-text-rules'
import type { Channel } from './dictionaries'

const encoder = new TextEncoder()

/** Length as the channel counts it: code points (an emoji is one) or UTF-8 bytes. */
export function measure(text: string, unit: LengthUnit): number {
  return unit === 'byte' ? encoder.encode(text).length : Array.from(text).length
}

/** Latin words match whole (so "sale" does not flag "wholesale"); CJK words match anywhere. */
function containsWord(haystack: string, word: string): boolean {
  const needle = word.toLowerCase()
  if (/[^\x20-\x7e]/.test(needle) && !/[a-z]/i.test(needle)) return haystack.includes(needle)
  let from = 0
  for (;;) {
    const at = haystack.indexOf(needle, from)
    if (at < 0) return false
    const before = haystack[at - 1] ?? ' '
    const after = haystack[at + needle.length] ?? ' '
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true
    from = at + 1
  }
}

export function forbiddenWordsIn(text: string, channel: Channel): string[] {
  const haystack = text.normalize('NFKC').toLowerCase()
  return CHANNEL_TEXT_RULES[channel].forbiddenWords.filter((word) => containsWord(haystack, word))
}

export interface TextCheck {
  length: number
  max: number
  unit: LengthUnit
  tooLong: boolean
  forbidden: string[]
  ok: boolean
}

function check(text: string, channel: Channel, max: number, unit: LengthUnit): TextCheck {
  const length = measure(text, unit)
  const forbidden = forbiddenWordsIn(text, channel)
  const tooLong = length > max
  return { length, max, unit, tooLong, forbidden, ok: !tooLong && forbidden.length === 0 && text.trim() !== '' }
}

/** Titles are counted in characters on every channel (Amazon counts bytes for search terms only). */
export const checkTitle = (title: string, channel: Channel) =>
  check(title, channel, CHANNEL_TEXT_RULES[channel].titleMax, 'char')

export const checkKeyword = (keyword: string, channel: Channel) =>
  check(keyword, channel, CHANNEL_TEXT_RULES[channel].keywordMax, CHANNEL_TEXT_RULES[channel].unit)

export const checkSearchTerms = (terms: string, channel: Channel) =>
  check(terms, channel, CHANNEL_TEXT_RULES[channel].searchTermsMax, CHANNEL_TEXT_RULES[channel].unit)

/**
 * The key under which two spellings of one keyword are the same: NFKC folds full-width Latin and
 * digits (Ｔ恤 → T恤) and compatibility forms, then case and runs of spaces are folded.
 */
export function keywordKey(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}
