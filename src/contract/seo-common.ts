// Pieces the SEO, AI content and product code contracts share.
import { z } from 'zod'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants'
import { sortOrderSchema } from './envelope'

/** The paging request of SPEC.md §3 as a plain shape, so a schema can narrow `sortField`. */
export const listParamsShape = {
  pageNo: z.coerce.number().int().min(1).default(DEFAULT_PAGE_NO),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortOrder: sortOrderSchema.optional(),
  updatedSince: z.iso.datetime({ offset: true }).optional(),
}

import { TEXT_LANGUAGES } from './search-enums'

export { TEXT_LANGUAGES }
export type TextLanguage = (typeof TEXT_LANGUAGES)[number]
