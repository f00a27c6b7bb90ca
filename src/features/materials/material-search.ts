// The material lists' URL: category, keyword, type, dates, sort and paging (STYLE.md §1).
import { z } from 'zod'
import { mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { MATERIAL_SORT_FIELDS, MATERIAL_TYPES, type MaterialListRequest } from '../../contract/materials'

export const MATERIAL_PAGE_SIZE = 24
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const materialSearchSchema = z.object({
  categoryId: z.string().min(1).max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  type: z.enum(MATERIAL_TYPES).optional(),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => [12, 24, 48, 96].includes(size))
    .optional(),
  sortField: z.enum(MATERIAL_SORT_FIELDS).optional(),
  sortOrder: sortOrderSchema.optional(),
})
export type MaterialSearch = z.infer<typeof materialSearchSchema>

export const parseMaterialSearch = (raw: Record<string, unknown>) =>
  parseListSearch(materialSearchSchema.shape, raw) as MaterialSearch

export const nextMaterialSearch = (current: MaterialSearch, change: Partial<MaterialSearch>) =>
  parseMaterialSearch(mergeListSearch(current, change))

export function materialListRequest(search: MaterialSearch): MaterialListRequest {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? MATERIAL_PAGE_SIZE,
    sortField: search.sortField ?? 'createdAt',
    sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
  }
}
