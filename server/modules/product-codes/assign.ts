// "Assign codes" from the codes screen: every SKU (goods × product spec) of the chosen goods that
// has no code yet gets one from the pool, ahead of listing them. Another tenant's goods are 404.
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { ProductCodeAssignResult } from '../../../src/contract/product-codes'
import { goods, productSpecs } from '../../db/schema'
import type { Database } from '../../db/types'
import { notFound } from '../../lib/app-error'
import type { SessionAccount } from '../../plugins/access-types'
import { claimCodes } from './claim'
import { skuKey } from './sku'

export async function assignCodes(
  tx: Database,
  caller: SessionAccount,
  input: { goodsIds: string[] },
): Promise<ProductCodeAssignResult> {
  const ids = [...new Set(input.goodsIds)]
  const found = await tx
    .select({ id: goods.id, productId: goods.productId })
    .from(goods)
    .where(and(eq(goods.did, caller.did), inArray(goods.id, ids), ne(goods.status, 'deleted')))
  if (found.length !== ids.length) throw notFound('what.goods')
  const specs = await tx
    .select({ id: productSpecs.id, productId: productSpecs.productId })
    .from(productSpecs)
    .where(inArray(productSpecs.productId, [...new Set(found.map((row) => row.productId))]))
  const claims = ids.flatMap((goodsId) => {
    const productId = found.find((row) => row.id === goodsId)?.productId
    return specs
      .filter((spec) => spec.productId === productId)
      .map((spec) => ({ sku: skuKey(goodsId, spec.id), goodsId }))
  })
  return { assigned: await claimCodes(tx, caller.did, claims) }
}
