// Keyword search of the order mirror without reading every row (DESIGN.md §9: a 50-row page of
// 100,000 local orders in ≤ 5 ms). What matches offline: a keyword matches an order when it is the
// beginning of a word of its order number, channel order number, buyer name or tracking number
// (case-insensitive; words are split at spaces and punctuation; in Chinese, Japanese or Korean
// names any part of the name counts as a word start). The server matches anywhere inside
// (`ILIKE '%kw%'`); the list says so when it shows local rows for a keyword.
//
// Index: each row carries keyword keys in the order mirror's `keys` index (order-keys.ts): a word
// prefix with the creation instant, so a prefix's keys are already in creation order and a page walks
// them newest first, checks the whole keyword on each row and stops at the page end. A keyword picks
// the longest indexed prefix it reaches (its bucket).
//
// Which prefixes (issue 21: each index entry costs ~4–5 µs of a sync's IndexedDB write, and version 6
// indexed 2, 4, 6, 9 and 12 characters of every word, ~19 keys a row): a word's letters before its
// first digit get 2, 4 and 6 (names: "zh", "zhan", "zhang"); a word with a digit — order, channel and
// tracking numbers — gets 8 and 12 as well, never the short numeric prefixes ("so26", "so2611") that
// bucket a month of orders together and that nobody types to find one. About 12 keys a row. A keyword
// with a digit uses 8 and 12 (every word it matches has that digit); a keyword of letters only uses
// 2, 4, 6 (every word it matches starts with those letters); a keyword shorter than any of its lengths
// walks the list with the keyword as a filter (order-queries.ts).
import type { SaleOrderRow } from '../../contract/orders'

/** Prefix lengths of the letters a word starts with (before its first digit). */
export const LETTER_LENGTHS = [2, 4, 6] as const
/** Prefix lengths of a word that holds a digit (order, channel and tracking numbers). */
export const NUMBER_LENGTHS = [8, 12] as const

const WORD_SPLIT = /[^\p{L}\p{N}]+/u
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/** The words a keyword can start: lowercase, split at non-letters; CJK words also from each character on. */
export function wordsOf(...values: (string | null | undefined)[]): Set<string> {
  const words = new Set<string>()
  for (const value of values) {
    if (!value) continue
    for (const word of value.toLowerCase().split(WORD_SPLIT)) {
      if (!word) continue
      words.add(word)
      // Chinese names are written without spaces ("张伟"): "伟" must find it as the server does.
      if (CJK.test(word)) for (let i = 1; i < word.length; i++) words.add(word.slice(i))
    }
  }
  return words
}

const searchedFields = (row: Pick<SaleOrderRow, 'orderNo' | 'platformOrderNo' | 'buyerName' | 'trackingNo'>) =>
  wordsOf(row.orderNo, row.platformOrderNo, row.buyerName, row.trackingNo)

const DIGIT = /\p{N}/u

/** The letters a word starts with: the word up to its first digit. */
const letterLead = (word: string) => {
  const at = word.search(DIGIT)
  return at < 0 ? word.length : at
}

/** The indexed prefixes (buckets) of one word. */
function prefixesOf(word: string, into: Set<string>): void {
  const letters = letterLead(word)
  for (const length of LETTER_LENGTHS) if (letters >= length) into.add(word.slice(0, length))
  if (letters === word.length) return
  for (const length of NUMBER_LENGTHS) if (word.length >= length) into.add(word.slice(0, length))
}

/** Every bucket of one order's searched fields (each becomes one key, order-keys.ts). */
export function searchPrefixesOf(row: SaleOrderRow): Set<string> {
  const prefixes = new Set<string>()
  for (const word of searchedFields(row)) prefixesOf(word, prefixes)
  return prefixes
}

/** The normalised keyword (what a word must start with); empty when there is none. */
export const normaliseKeyword = (keyword: string | undefined) => (keyword ?? '').trim().toLowerCase()

/** Does the order match the (normalised) keyword: some word of its searched fields starts with it. */
export function keywordMatches(row: SaleOrderRow, needle: string): boolean {
  if (!needle) return true
  // A keyword with a space ("zhang w") is matched against the words joined from that word on.
  const parts = needle.split(WORD_SPLIT).filter(Boolean)
  if (parts.length === 0) return true
  for (const value of [row.orderNo, row.platformOrderNo, row.buyerName, row.trackingNo]) {
    if (!value) continue
    const words = value.toLowerCase().split(WORD_SPLIT).filter(Boolean)
    for (let i = 0; i < words.length; i++) {
      if (startsPhrase(words, i, parts)) return true
      const word = words[i] as string
      if (parts.length === 1 && CJK.test(word) && word.includes(parts[0] as string)) return true
    }
  }
  return false
}

/** words[i..] start with parts: every part but the last is a whole word, the last a word start. */
function startsPhrase(words: string[], i: number, parts: string[]): boolean {
  for (let k = 0; k < parts.length; k++) {
    const word = words[i + k]
    const part = parts[k] as string
    if (word === undefined) return false
    if (k < parts.length - 1 ? word !== part : !word.startsWith(part)) return false
  }
  return true
}

/**
 * The bucket a keyword walks: the longest indexed prefix of its first word that every word it matches
 * has too (letters-only lengths up to the keyword's leading letters; number lengths when the keyword
 * holds a digit); null when there is none (the list is walked with the keyword as a filter).
 */
export function keywordBucket(needle: string): string | null {
  const first = needle.split(WORD_SPLIT).filter(Boolean)[0] ?? ''
  const buckets = new Set<string>()
  prefixesOf(first, buckets)
  let bucket: string | null = null
  for (const prefix of buckets) if (!bucket || prefix.length > bucket.length) bucket = prefix
  return bucket
}
