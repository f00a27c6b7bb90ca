// URL search params of the product and brand screens (lenient: a bad value drops that one param).
import { z } from 'zod'
import { parseListSearch } from '../../components/list-page/search-params'
import { PAGE_SIZE_OPTIONS } from '../../contract/constants'

const shape = {
  categoryId: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .optional(),
  edit: z.string().trim().max(64).optional(),
}
export type SimpleSearch = { [K in keyof typeof shape]?: z.infer<(typeof shape)[K]> }

export const parseSimpleSearch = (raw: Record<string, unknown>) => parseListSearch(shape, raw) as SimpleSearch
export const nextSimpleSearch = (current: SimpleSearch, change: Partial<SimpleSearch>) =>
  parseSimpleSearch({ ...current, ...change })
