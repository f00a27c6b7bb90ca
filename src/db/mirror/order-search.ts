// Keyword search of the order mirror without reading every row (DESIGN.md §9: a 50-row page of
// 100,000 local orders in ≤ 5 ms). What matches offline: a keyword matches an order when it is the
// beginning of a word of its order number, channel order number, buyer name or tracking number
// (case-insensitive; words are split at spaces and punctuation; in Chinese, Japanese or Korean
// names any part of the name counts as a word start). The server matches anywhere inside
// (`ILIKE '%kw%'`); the list says so when it shows local rows for a keyword.
//
// Index: each row carries `searchKeys`, a multiEntry index of "prefix NUL creation-instant" strings,
// where prefix is the first 2, 4, 6, 9 or 12 characters of each word. A keyword picks the longest of
// those lengths it reaches; that index range is already in creation order, so a page walks it newest
// first, checks the whole keyword on each row and stops at the page end. Five lengths (not every
// length) keep the index to ~20 entries per row, so the mirror sync stays fast.
//
// Why strings and not [prefix, ms] arrays (Dexie version 4): Chromium encodes and compares array keys
// far more slowly than strings; with ~20 keys a row, array keys cost ~1.3 s of a 10,000-order sync
// against ~0.5 s for the same keys as strings (load 7.5, bench page). A word never holds NUL, so
// "prefix NUL" bounds exactly the keys of one prefix, and the instant (ms in base 36, fixed width)
// sorts as the creation time does.
import type { SaleOrderRow } from '../../contract/orders'

export const PREFIX_LENGTHS = [2, 4, 6, 9, 12] as const

/** One multiEntry key: a word prefix, NUL, the order's creation instant (instantKey), sorting like `createdAt`. */
export type SearchKey = string

/** Width of an instant in base 36: 36^9 ms reaches past the year 5000. */
const INSTANT_WIDTH = 9
/** An epoch-ms instant as fixed-width base 36, so the strings sort as the instants do (0 and below: all zeros). */
export const instantKey = (ms: number) =>
  Math.max(0, Math.min(Math.floor(ms), 36 ** INSTANT_WIDTH - 1))
    .toString(36)
    .padStart(INSTANT_WIDTH, '0')

/** The index range of one keyword bucket between two instants (lower inclusive, upper exclusive). */
export function searchKeyRange(bucket: string, lowerMs: number, upperMs: number): [string, string] {
  const lower = Number.isFinite(lowerMs) ? `${bucket}\u0000${instantKey(lowerMs)}` : `${bucket}\u0000`
  const upper = Number.isFinite(upperMs) ? `${bucket}\u0000${instantKey(upperMs)}` : `${bucket}\u0001`
  return [lower, upper]
}

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

export function searchKeysOf(row: SaleOrderRow): SearchKey[] {
  const at = `\u0000${instantKey(Date.parse(row.createdAt) || 0)}`
  const keys = new Set<string>()
  for (const word of searchedFields(row)) {
    for (const length of PREFIX_LENGTHS) if (word.length >= length) keys.add(word.slice(0, length) + at)
  }
  return [...keys]
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

/** The index prefix a keyword walks: its first word cut to the longest indexed length; null when shorter than 2. */
export function keywordBucket(needle: string): string | null {
  const first = needle.split(WORD_SPLIT).filter(Boolean)[0] ?? ''
  let bucket: string | null = null
  for (const length of PREFIX_LENGTHS) if (first.length >= length) bucket = first.slice(0, length)
  return bucket
}
