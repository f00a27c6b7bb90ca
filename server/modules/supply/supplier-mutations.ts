// Saving a distribution supplier product: only a supplier, only for one of its own product
// models (not deleted), every priced spec a spec of that model, one offer per model.
import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import type { supplierProductSaveSchema } from '../../../src/contract/supply'
import { productSpecs, products, supplierProducts } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { supplierProductDetail } from './supplier-read'

async function checkedSpecPrices(tx: Database, did: string, input: z.output<typeof supplierProductSaveSchema>) {
  const [model] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.did, did), eq(products.id, input.productId), isNull(products.deletedAt)))
  if (!model) throw notFound('what.product')
  const specIds = new Set(
    (await tx.select({ id: productSpecs.id }).from(productSpecs).where(eq(productSpecs.productId, model.id))).map(
      (row) => row.id,
    ),
  )
  const seen = new Set<string>()
  for (const spec of input.specs) {
    if (!specIds.has(spec.specId)) {
      throw new AppError(ErrorCode.VALIDATION, 'supply.specNotOfProduct', {
        params: { specId: spec.specId },
      })
    }
    if (seen.has(spec.specId)) throw new AppError(ErrorCode.VALIDATION, 'supply.duplicateSpec')
    seen.add(spec.specId)
  }
  return input.specs.map((spec) => ({ specId: spec.specId, price: spec.price }))
}

export async function saveSupplierProduct(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof supplierProductSaveSchema>,
) {
  if (caller.type !== ACCOUNT_TYPE.supplier) throw new AppError(ErrorCode.FORBIDDEN, 'supply.notSupplier')
  const specPrices = await checkedSpecPrices(tx, caller.did, input)
  const values = {
    productId: input.productId,
    specPrices,
    minPrice: Math.min(...specPrices.map((spec) => spec.price)),
    stock: input.stock,
    status: input.status,
  }
  if (!input.id) {
    const [existing] = await tx
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.did, caller.did), eq(supplierProducts.productId, input.productId)))
    if (existing) throw new AppError(ErrorCode.CONFLICT, 'supply.alreadyOffered', { params: { id: existing.id } })
    const id = newId()
    await tx.insert(supplierProducts).values({ id, did: caller.did, ...values })
    return (await supplierProductDetail(tx, caller, id))!
  }
  const row = await lockRow(tx, supplierProducts, caller.did, input.id, {
    what: 'what.supplierProduct',
    version: input.version,
    current: (current) => supplierProductDetail(tx, caller, current.id),
  })
  if (row.productId !== input.productId) {
    const [clash] = await tx
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.did, caller.did), eq(supplierProducts.productId, input.productId)))
    if (clash) throw new AppError(ErrorCode.CONFLICT, 'supply.alreadyOffered', { params: { id: clash.id } })
  }
  await updateRow(tx, supplierProducts, caller.did, row.id, { ...values, updatedAt: new Date() })
  return (await supplierProductDetail(tx, caller, row.id))!
}
