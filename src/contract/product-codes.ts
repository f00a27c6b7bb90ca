// Product codes (issue 19 item 4): a tenant's pool of GTIN / EAN-13 / UPC-A codes, imported from
// CSV or XLSX with the check digit verified per row, used or not used (SPEC.md §4), given to SKUs
// one each when a listing needs one, searchable, exported.
import { z } from 'zod'
import { GTIN_KINDS, type GtinKind, type GtinProblem } from './gtin'
import { listParamsShape } from './seo-common'

export const PRODUCT_CODE_PERMISSION = 'product_code' as const

export const PRODUCT_CODE_PATHS = {
  import: '/product-code/import',
  delete: '/product-code/delete',
  assign: '/product-code/assign',
} as const

export const PRODUCT_CODE_SOURCES = { list: 'product_code_list', summary: 'product_code_summary' } as const

import { PRODUCT_CODE_STATUSES } from './search-enums'

export { PRODUCT_CODE_STATUSES }
export type ProductCodeStatus = (typeof PRODUCT_CODE_STATUSES)[number]

/** Rows per import call; the screen sends a large file in batches of this size. */
export const PRODUCT_CODE_IMPORT_BATCH = 1000
/** Rows one file may hold. */
export const PRODUCT_CODE_IMPORT_MAX_ROWS = 50_000

export const productCodeImportSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  rows: z
    .array(z.object({ rowNo: z.number().int().min(1), code: z.string().max(64) }))
    .min(1)
    .max(PRODUCT_CODE_IMPORT_BATCH),
})
export type ProductCodeImportInput = z.infer<typeof productCodeImportSchema>

/** Why one imported row was refused: a GTIN rule, or the code is already known. */
export type ProductCodeRefusal = GtinProblem | 'duplicateInFile' | 'alreadyInPool'

export interface ProductCodeImportResult {
  inserted: number
  refused: { rowNo: number; code: string; reason: ProductCodeRefusal; expected?: number }[]
}

export const productCodeListSchema = z.object({
  ...listParamsShape,
  /** Part of the code (digits). */
  keyword: z.string().trim().max(32).optional(),
  /** Part of a goods number or title: the codes given to those goods' SKUs. */
  goods: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_CODE_STATUSES).optional(),
  kind: z.enum(GTIN_KINDS).optional(),
  sortField: z.enum(['createdAt', 'code', 'usedAt']).optional(),
})
export type ProductCodeListParams = z.infer<typeof productCodeListSchema>

export interface ProductCodeRow {
  id: string
  code: string
  kind: GtinKind
  status: ProductCodeStatus
  sku: string | null
  goodsId: string | null
  goodsNo: string | null
  goodsTitle: string | null
  /** Set once a listing carrying the code was published: it can no longer be released. */
  publishedAt: string | null
  usedAt: string | null
  createdAt: string
}

export interface ProductCodeSummary {
  total: number
  unused: number
  used: number
}

export const productCodeDeleteSchema = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(500) })

export const productCodeAssignSchema = z.object({
  goodsIds: z.array(z.string().min(1).max(64)).min(1).max(200),
})

export interface ProductCodeAssignResult {
  /** One entry per SKU of the goods: the code it holds (newly given or already its own). */
  assigned: { sku: string; goodsId: string; code: string; isNew: boolean }[]
}
