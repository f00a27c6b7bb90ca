// One declaration per list URL instead of the same four functions in every `*-search.ts`: the
// parser of its search params, the next search after a change (a filter or sort change starts at
// the first page), whether anything narrows the list, and the list request (paging defaults and,
// when given, the default sort filled in). `uiKeys` are params of the screen, not of the list (an
// open drawer): they are left out of the request and of "has filters", and changing only them
// keeps the page. `tabKeys` pick which list the screen shows (a tab): left out of the request and
// of "has filters" too, but changing one starts at the first page, as a filter does.
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import type { SearchOf, SearchParser } from '../../lib/search-parsers'
import { hasListFilters, mergeListSearch, parseListSearch, requestSort } from './search-params'

type Shape = Record<string, SearchParser<unknown>>
type SortOf<S extends Shape> = SearchOf<S> extends { sortField?: infer F } ? Extract<F, string> : never

export interface ListSearchOptions<S extends Shape, U extends keyof S & string> {
  /** Newest first by this field until the URL names one; a named field without order gets `order`. */
  defaultSort?: { field: SortOf<S>; order?: 'ascend' | 'descend' }
  uiKeys?: readonly U[]
  tabKeys?: readonly U[]
  /** Values left out of the URL because the screen starts with them (`{ tab: 'shipments' }`). */
  defaults?: Partial<SearchOf<S>>
  /** The page size a request asks for while the URL names none, when not the usual one. */
  pageSize?: number
}

export type ListRequestOf<S extends Shape, U extends keyof S & string> = Omit<
  SearchOf<S>,
  U | 'pageNo' | 'pageSize'
> & {
  pageNo: number
  pageSize: number
}

export interface ListSearch<S extends Shape, U extends keyof S & string> {
  parse: (raw: Record<string, unknown>) => SearchOf<S>
  next: (current: SearchOf<S>, change: Partial<SearchOf<S>>) => SearchOf<S>
  hasFilters: (search: SearchOf<S>) => boolean
  request: (search: SearchOf<S>) => ListRequestOf<S, U>
}

export function defineListSearch<S extends Shape, U extends keyof S & string = never>(
  shape: S,
  options: ListSearchOptions<S, U> = {},
): ListSearch<S, U> {
  const uiKeys: readonly string[] = options.uiKeys ?? []
  const notOfList: readonly string[] = [...uiKeys, ...(options.tabKeys ?? [])]
  // Only the shape's own keys: the router hands a screen the URL's raw params beside the parsed
  // ones (a param the parser dropped is still there), and those must not reach the request.
  const withoutUi = (search: SearchOf<S>) =>
    Object.fromEntries(Object.entries(search).filter(([key]) => Object.hasOwn(shape, key) && !notOfList.includes(key)))
  const parse = (raw: Record<string, unknown>) => parseListSearch(shape, raw, options.defaults)
  return {
    parse,
    next: (current, change) =>
      Object.keys(change).every((key) => uiKeys.includes(key))
        ? parse({ ...current, ...change })
        : parse(mergeListSearch(current, change)),
    hasFilters: (search) => hasListFilters(withoutUi(search)),
    request: (search) => {
      const { pageNo, pageSize, ...filters } = withoutUi(search)
      const sort = options.defaultSort
        ? requestSort(search as { sortField?: string }, options.defaultSort.field, options.defaultSort.order)
        : {}
      return {
        ...filters,
        ...sort,
        pageNo: typeof pageNo === 'number' ? pageNo : DEFAULT_PAGE_NO,
        pageSize: typeof pageSize === 'number' ? pageSize : (options.pageSize ?? DEFAULT_PAGE_SIZE),
      } as ListRequestOf<S, U>
    },
  }
}
