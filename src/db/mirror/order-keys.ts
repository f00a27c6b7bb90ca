// The order mirror's one multiEntry index, `keys` (schema version 7): every filtered local page walks
// one range of it in creation order and stops after the page (DESIGN.md §9, order-queries.ts).
//
// Why one index of strings (issue 21, the 10,000-order sync ≤ 1.2 s): this Chromium's IndexedDB
// costs ~70 µs a record and ~4–5 µs an index entry, array keys about twice a string's. Version 6
// kept six indexes besides the primary key (three of them arrays) and ~19 keyword keys a row; here a
// row has its creation index, three short strings for the status / channel filters and 9–14
// keyword keys (order-search.ts), and the extras live inside the record (no second record a row).
// Up to session 15 a fourth key named the shop (`h<shopId>`), read only by the refund list's shop
// filter; it reads those orders by id now (order-queries.ts), and rows written before keep the
// key unread.
//
// A key is a one-letter group, its value, NUL and the order's creation instant (ms in base 36, fixed
// width), so one group value's keys sort as the creation times do and "value NUL" bounds them
// exactly (no status, channel or word holds NUL).
import type { SaleOrderRow } from '../../contract/orders'
import { searchPrefixesOf } from './order-search'

export const ORDER_KEYS_INDEX = 'keys'

/** One multiEntry key of the `keys` index. */
export type OrderKey = string

/** Width of an instant in base 36: 36^9 ms reaches past the year 5000. */
const INSTANT_WIDTH = 9
/** An epoch-ms instant as fixed-width base 36, so the strings sort as the instants do (0 and below: all zeros). */
export const instantKey = (ms: number) =>
  Math.max(0, Math.min(Math.floor(ms), 36 ** INSTANT_WIDTH - 1))
    .toString(36)
    .padStart(INSTANT_WIDTH, '0')

/** The groups a creation-ordered range can be asked of. */
export const keywordGroup = (bucket: string) => `k${bucket}`
export const statusGroup = (status: string) => `s${status}`
export const channelGroup = (channel: string) => `c${channel}`
export const statusChannelGroup = (status: string, channel: string) => `b${status}\u0001${channel}`

/** The index range of one group between two instants (lower inclusive, upper exclusive; ±Infinity: open). */
export function groupRange(group: string, lowerMs: number, upperMs: number): [string, string] {
  const lower = Number.isFinite(lowerMs) ? `${group}\u0000${instantKey(lowerMs)}` : `${group}\u0000`
  const upper = Number.isFinite(upperMs) ? `${group}\u0000${instantKey(upperMs)}` : `${group}\u0001`
  return [lower, upper]
}

/** The part of an order's keys after the group: NUL and its creation instant. */
const instantPart = (createdAt: string) => `\u0000${instantKey(Date.parse(createdAt) || 0)}`

/** The key one group gives an order created at `createdAt` (where a page after an offset resumes, order-queries.ts). */
export const groupKeyOf = (group: string, createdAt: string): OrderKey => group + instantPart(createdAt)

/** Every `keys` entry of one order (set by the order store on each write, order-store.ts). */
export function orderKeysOf(row: SaleOrderRow): OrderKey[] {
  const at = instantPart(row.createdAt)
  const status = row.status ?? ''
  const channel = row.channel ?? ''
  const keys = [statusGroup(status) + at, channelGroup(channel) + at, statusChannelGroup(status, channel) + at]
  for (const prefix of searchPrefixesOf(row)) keys.push(keywordGroup(prefix) + at)
  return keys
}
