// Product code calls, each under the product_code permission key with an Idempotency-Key:
//   POST /product-code/import  { fileName, rows: [{ rowNo, code }] } → inserted + refused rows
//   POST /product-code/delete  { ids }       → unused codes removed
//   POST /product-code/assign  { goodsIds }  → a code for every SKU of those goods
// The list and the counts are data sources (product_code_list, product_code_summary).
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { Action } from '../../../src/contract/permissions'
import {
  PRODUCT_CODE_PATHS,
  PRODUCT_CODE_PERMISSION,
  productCodeAssignSchema,
  productCodeDeleteSchema,
  productCodeImportSchema,
} from '../../../src/contract/product-codes'
import type { Database } from '../../db/types'
import { parseBody } from '../../lib/validate'
import type { SessionAccount } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { assignCodes } from './assign'
import { deleteCodes } from './delete-codes'
import { importCodes } from './import-codes'

export async function productCodeRoutes(app: FastifyInstance) {
  const mutation = <S extends z.ZodType, R>(
    path: string,
    action: Action,
    schema: S,
    change: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<R>,
  ) =>
    app.post(path, { config: { permission: { key: PRODUCT_CODE_PERMISSION, action } } }, async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, schema)
      return withIdempotency(request, reply, (tx) => change(tx, caller, input))
    })
  mutation(PRODUCT_CODE_PATHS.import, 'import', productCodeImportSchema, importCodes)
  mutation(PRODUCT_CODE_PATHS.delete, 'delete', productCodeDeleteSchema, deleteCodes)
  mutation(PRODUCT_CODE_PATHS.assign, 'edit', productCodeAssignSchema, assignCodes)
}
