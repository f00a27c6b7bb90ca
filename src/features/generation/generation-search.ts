// URL search params of the price template, strategy, background task and instant goods screens
// (lenient: a bad value drops that one param).
import { z } from 'zod'
import { parseListSearch } from '../../components/list-page/search-params'
import { PAGE_SIZE_OPTIONS } from '../../contract/constants'

const id = z.string().trim().min(1).max(64).optional()
const shape = {
  keyword: z.string().trim().max(100).optional(),
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .optional(),
  /** The template or strategy open in the form ('new' for a new one). */
  edit: id,
  /** The task open in the result drawer, or the task the instant goods are filtered by. */
  taskId: id,
  /** Tasks of one strategy only. */
  strategyId: id,
}
export type GenerationSearch = { [K in keyof typeof shape]?: z.infer<(typeof shape)[K]> }

export const parseGenerationSearch = (raw: Record<string, unknown>) => parseListSearch(shape, raw) as GenerationSearch
export const nextGenerationSearch = (current: GenerationSearch, change: Partial<GenerationSearch>) =>
  parseGenerationSearch({ ...current, ...change })
