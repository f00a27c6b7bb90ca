// Lists keep filters, sort and paging in the URL. These helpers parse a search leniently (a bad
// value in a shared or hand-edited link drops that one param instead of failing the page) and
// leave defaults out, so URLs stay short and equal searches have equal URLs.
import type { z } from 'zod'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'

const PAGING_DEFAULTS: Record<string, unknown> = { pageNo: DEFAULT_PAGE_NO, pageSize: DEFAULT_PAGE_SIZE }
const NOT_FILTERS = new Set(['pageNo', 'pageSize', 'sortField', 'sortOrder'])

export function parseListSearch<S extends z.ZodRawShape>(shape: S, raw: Record<string, unknown>) {
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(shape)) {
    const value = raw[key]
    if (value === undefined || value === null || value === '') continue
    const schema = shape[key] as z.ZodType
    // The router keeps URL values as text, but a link built in code may pass `{ status: 3 }`:
    // the number and the string "3" mean the same filter.
    let parsed = schema.safeParse(value)
    if (!parsed.success && typeof value === 'number') parsed = schema.safeParse(String(value))
    if (parsed.success && parsed.data !== undefined && parsed.data !== '' && parsed.data !== PAGING_DEFAULTS[key]) {
      result[key] = parsed.data
    }
  }
  // A sort order without its field means nothing.
  if (!result.sortField) delete result.sortOrder
  return result as Partial<{ [K in keyof S]: z.infer<S[K]> }>
}

/** Merges a change into a search: changing any filter or the sort starts again at the first page. */
export function mergeListSearch<T extends Record<string, unknown>>(current: T, change: Partial<T>): T {
  const touchesFilter = Object.keys(change).some((key) => key !== 'pageNo' && key !== 'pageSize')
  return { ...current, ...change, ...(touchesFilter && change.pageNo === undefined ? { pageNo: undefined } : {}) }
}

/** True when the search narrows the list (anything besides paging and sort). */
export function hasListFilters(search: Record<string, unknown>): boolean {
  return Object.keys(search).some((key) => !NOT_FILTERS.has(key) && search[key] !== undefined)
}
