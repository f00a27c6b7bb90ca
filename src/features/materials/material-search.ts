// The material lists' URL: category, keyword, type, dates, sort and paging (STYLE.md §1).
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam } from '../../components/list-page/search-params'
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

const materialSearch = defineListSearch(materialSearchShape, {
  defaultSort: { field: 'createdAt' },
  pageSize: MATERIAL_PAGE_SIZE,
})
export const parseMaterialSearch = materialSearch.parse
export const nextMaterialSearch = materialSearch.next
export const materialListRequest = (search: MaterialSearch): MaterialListRequest => materialSearch.request(search)
