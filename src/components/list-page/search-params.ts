// Lists keep filters, sort and paging in the URL. These helpers parse a search leniently (a bad
// value in a shared or hand-edited link drops that one param instead of failing the page) and
// leave defaults out, so URLs stay short and equal searches have equal URLs.
// Plain parsers (src/lib/search-parsers.ts), not zod: validateSearch is on the first page.
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { int, type SearchOf, type SearchParser } from '../../lib/search-parsers'

const PAGING_DEFAULTS: Record<string, unknown> = { pageNo: DEFAULT_PAGE_NO, pageSize: DEFAULT_PAGE_SIZE }
const NOT_FILTERS = new Set(['pageNo', 'pageSize', 'sortField', 'sortOrder'])

/** The page number of a list URL (`z.coerce.number().int().min(1)`). */
export const pageNoParam = int({ min: 1 })
/** The page size of a list URL: one of the sizes the pager offers. */
export const pageSizeParam = int({ oneOf: PAGE_SIZE_OPTIONS })

/** `defaults` are values, besides the paging defaults, that stay out of the URL (the first tab). */
export function parseListSearch<S extends Record<string, SearchParser<unknown>>>(
  shape: S,
  raw: Record<string, unknown>,
  defaults: Partial<SearchOf<S>> = {},
): SearchOf<S> {
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(shape)) {
    const value = raw[key]
    if (value === undefined) continue
    // A value dropped (invalid, empty, a default) is answered as an explicit undefined: the router
    // lays the parsed search over the URL's raw params, so a key left out kept its raw value
    // (`?channel=ebay` reached the AI content screen and crashed it; parseSearch says the same).
    result[key] = undefined
    if (value === null || value === '') continue
    const parse = shape[key]!
    // The router keeps URL values as text, but a link built in code may pass `{ status: 3 }`:
    // the number and the string "3" mean the same filter.
    let parsed = parse(value)
    if (parsed === undefined && typeof value === 'number') parsed = parse(String(value))
    if (parsed === undefined || parsed === '' || parsed === PAGING_DEFAULTS[key]) continue
    if (parsed !== (defaults as Record<string, unknown>)[key]) result[key] = parsed
  }
  // A sort order without its field means nothing.
  if (!result.sortField && result.sortOrder !== undefined) result.sortOrder = undefined
  return result as SearchOf<S>
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

/**
 * The request's sort from the URL's: newest first by `fallback` until the URL names a field; a
 * named field keeps the URL's order, or `fieldOrder` when the URL gives none.
 */
export function requestSort<F extends string>(
  search: { sortField?: F; sortOrder?: 'ascend' | 'descend' },
  fallback: F,
  fieldOrder: 'ascend' | 'descend' = 'descend',
) {
  return {
    sortField: search.sortField ?? fallback,
    sortOrder: search.sortField ? (search.sortOrder ?? fieldOrder) : ('descend' as const),
  }
}
