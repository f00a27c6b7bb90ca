// Changes to manufacturer products: only the owning factory may create, edit, enable or disable
// them; a stale `version` answers 412 with the current row; another tenant's row is 404.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import type { manufacturerProductSaveSchema, supplyStatusChangeSchema } from '../../../src/contract/supply'
import { manufacturerProducts } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { manufacturerProductDetail } from './manufacturer-read'

export function assertFactory(caller: SessionAccount) {
  if (caller.type !== ACCOUNT_TYPE.manufacturer) throw new AppError(ErrorCode.FORBIDDEN, 'supply.notFactory')
}

export async function saveManufacturerProduct(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof manufacturerProductSaveSchema>,
) {
  assertFactory(caller)
  const values = {
    title: input.title,
    baseModel: input.baseModel,
    category: input.category,
    image: input.image,
    description: input.description,
    specs: input.specs,
    minPrice: Math.min(...input.specs.map((spec) => spec.price)),
    leadDays: input.leadDays,
    minQuantity: input.minQuantity,
    printMethods: [...new Set(input.printMethods)],
    status: input.status,
  }
  if (!input.id) {
    const id = newId()
    await tx.insert(manufacturerProducts).values({ id, did: caller.did, ...values })
    return (await manufacturerProductDetail(tx, caller, id))!
  }
  const [row] = await tx
    .select()
    .from(manufacturerProducts)
    .where(and(eq(manufacturerProducts.did, caller.did), eq(manufacturerProducts.id, input.id)))
    .for('update')
  if (!row) throw notFound('what.manufacturerProduct')
  if (input.version !== undefined && input.version !== row.version) {
    throw new AppError(ErrorCode.STALE_VERSION, 'conflict.staleVersion', {
      extra: { data: await manufacturerProductDetail(tx, caller, row.id) },
    })
  }
  await tx
    .update(manufacturerProducts)
    .set({ ...values, version: sql`version + 1`, updatedAt: new Date() })
    .where(eq(manufacturerProducts.id, row.id))
  return (await manufacturerProductDetail(tx, caller, row.id))!
}

/** Enables or disables several of the factory's products at once: all or none (404 if any is not its). */
export async function changeManufacturerStatus(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof supplyStatusChangeSchema>,
) {
  assertFactory(caller)
  const ids = [...new Set(input.ids)]
  const owned = await tx
    .select({ id: manufacturerProducts.id, status: manufacturerProducts.status })
    .from(manufacturerProducts)
    .where(and(eq(manufacturerProducts.did, caller.did), inArray(manufacturerProducts.id, ids)))
    .for('update')
  if (owned.length !== ids.length) throw notFound('what.manufacturerProduct')
  // Rows already in the status are left alone (a repeat changes nothing, not even the version).
  const changing = owned.filter((row) => row.status !== input.status).map((row) => row.id)
  if (changing.length > 0) {
    await tx
      .update(manufacturerProducts)
      .set({ status: input.status, version: sql`version + 1`, updatedAt: new Date() })
      .where(inArray(manufacturerProducts.id, changing))
  }
  return { changed: changing.length }
}
