// Deleting codes from the pool: unused ones only — a used code belongs to a SKU (and maybe to a
// product on a marketplace). One used code among the chosen refuses the whole request.
import { and, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import { productCodes } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import type { SessionAccount } from '../../plugins/access-types'
import { lockPool } from './claim'

export async function deleteCodes(tx: Database, caller: SessionAccount, input: { ids: string[] }) {
  const ids = [...new Set(input.ids)]
  // A claim picks unused codes without locking their rows (claim.ts): it must not pick one being deleted.
  await lockPool(tx, caller.did)
  const rows = await tx
    .select({ id: productCodes.id, code: productCodes.code, status: productCodes.status })
    .from(productCodes)
    .where(and(eq(productCodes.did, caller.did), inArray(productCodes.id, ids)))
    .for('update')
  if (rows.length !== ids.length) throw notFound('what.productCode')
  const used = rows.find((row) => row.status !== 'unused')
  if (used) throw new AppError(ErrorCode.RULE, 'productCode.deleteUsed', { params: { code: used.code } })
  await tx.delete(productCodes).where(and(eq(productCodes.did, caller.did), inArray(productCodes.id, ids)))
  return { deleted: ids.length }
}
