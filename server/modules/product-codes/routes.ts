// Product code calls, each under the product_code permission key with an Idempotency-Key:
//   POST /product-code/import  { fileName, rows: [{ rowNo, code }] } → inserted + refused rows
//   POST /product-code/delete  { ids }       → unused codes removed
//   POST /product-code/assign  { goodsIds }  → a code for every SKU of those goods
// The list and the counts are data sources (product_code_list, product_code_summary).
import type { FastifyInstance } from 'fastify'
import {
  PRODUCT_CODE_PATHS,
  PRODUCT_CODE_PERMISSION,
  productCodeAssignSchema,
  productCodeDeleteSchema,
  productCodeImportSchema,
} from '../../../src/contract/product-codes'
import { seoMutation } from '../seo/public'
import { assignCodes } from './assign'
import { deleteCodes } from './delete-codes'
import { importCodes } from './import-codes'

export async function productCodeRoutes(app: FastifyInstance) {
  const change = seoMutation(app, PRODUCT_CODE_PERMISSION)
  change(PRODUCT_CODE_PATHS.import, 'import', productCodeImportSchema, importCodes)
  change(PRODUCT_CODE_PATHS.delete, 'delete', productCodeDeleteSchema, deleteCodes)
  change(PRODUCT_CODE_PATHS.assign, 'edit', productCodeAssignSchema, assignCodes)
}
