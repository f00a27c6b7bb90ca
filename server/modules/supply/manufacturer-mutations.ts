// Changes to manufacturer products: only the owning factory may create, edit, enable or disable
// them; a stale `version` answers 412 with the current row; another tenant's row is 404.
import type { z } from 'zod'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import type { manufacturerProductSaveSchema, supplyStatusChangeSchema } from '../../../src/contract/supply'
import { manufacturerProducts } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, lockRows, updateRow, updateRows } from '../../db/versioned'
import { AppError } from '../../lib/app-error'
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
  const row = await lockRow(tx, manufacturerProducts, caller.did, input.id, {
    what: 'what.manufacturerProduct',
    version: input.version,
    current: (current) => manufacturerProductDetail(tx, caller, current.id),
  })
  await updateRow(tx, manufacturerProducts, caller.did, row.id, { ...values, updatedAt: new Date() })
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
  const owned = await lockRows(tx, manufacturerProducts, caller.did, ids, { what: 'what.manufacturerProduct' })
  // Rows already in the status are left alone (a repeat changes nothing, not even the version).
  const changing = owned.filter((row) => row.status !== input.status).map((row) => row.id)
  if (changing.length > 0) {
    await updateRows(tx, manufacturerProducts, caller.did, changing, { status: input.status, updatedAt: new Date() })
  }
  return { changed: changing.length }
}
