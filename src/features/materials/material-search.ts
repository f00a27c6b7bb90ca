// The material lists' URL: category, keyword, type, dates, sort and paging (STYLE.md §1).
import { mergeListSearch, pageNoParam, parseListSearch, requestSort } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO } from '../../contract/constants'
import type { MaterialListRequest } from '../../contract/materials'
import { dateShape, int, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import { MATERIAL_SORT_FIELDS, MATERIAL_TYPES } from '../../lib/url-enums'

export const MATERIAL_PAGE_SIZE = 24

const materialSearchShape = {
  categoryId: text({ min: 1, max: 64, trim: false }),
  keyword: text({ max: 100 }),
  type: oneOf(MATERIAL_TYPES),
  createdFrom: dateShape,
  createdTo: dateShape,
  pageNo: pageNoParam,
  pageSize: int({ oneOf: [12, 24, 48, 96] }),
  sortField: oneOf(MATERIAL_SORT_FIELDS),
  sortOrder,
}
export type MaterialSearch = SearchOf<typeof materialSearchShape>

export const parseMaterialSearch = (raw: Record<string, unknown>) => parseListSearch(materialSearchShape, raw)

export const nextMaterialSearch = (current: MaterialSearch, change: Partial<MaterialSearch>) =>
  parseMaterialSearch(mergeListSearch(current, change))

export function materialListRequest(search: MaterialSearch): MaterialListRequest {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? MATERIAL_PAGE_SIZE,
    ...requestSort(search, 'createdAt'),
  }
}
