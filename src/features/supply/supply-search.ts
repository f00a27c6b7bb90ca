// URL search params of the supply lists (lenient: a bad value drops that one param) and the
// request each list sends, so a reload or a shared link shows the same screen (STYLE.md §1).
import { z } from 'zod'
import { mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { MANUFACTURER_CATEGORIES, SUPPLY_STATUSES } from '../../contract/supply'

const pageSize = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))

const shape = {
  keyword: z.string().trim().max(100).optional(),
  country: z.string().trim().length(2).optional(),
  category: z.enum(MANUFACTURER_CATEGORIES).optional(),
  factoryId: z.string().trim().max(64).optional(),
  supplierId: z.string().trim().max(64).optional(),
  status: z.enum(SUPPLY_STATUSES).optional(),
  sortField: z.enum(['updatedAt', 'minPrice', 'leadDays', 'minQuantity', 'stock']).optional(),
  sortOrder: sortOrderSchema.optional(),
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: pageSize.optional(),
  /** The product open in the form drawer: 'new' or an id. */
  edit: z.string().trim().max(64).optional(),
}
export type SupplySearch = { [K in keyof typeof shape]?: z.infer<(typeof shape)[K]> }

export const parseSupplySearch = (raw: Record<string, unknown>) => parseListSearch(shape, raw) as SupplySearch
/** Opening or closing the drawer (`edit`) keeps the page; any other change starts at page one. */
export function nextSupplySearch(current: SupplySearch, change: Partial<SupplySearch>): SupplySearch {
  const { edit, ...rest } = change
  const merged = Object.keys(rest).length > 0 ? mergeListSearch(current, rest) : current
  return parseSupplySearch('edit' in change ? { ...merged, edit } : merged)
}

/** The list request of a search: paging defaults, newest first unless a sort is chosen. */
export function supplyListRequest({ edit: _edit, ...search }: SupplySearch) {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: search.sortField ?? 'updatedAt',
    sortOrder: search.sortField ? (search.sortOrder ?? 'ascend') : 'descend',
  }
}
