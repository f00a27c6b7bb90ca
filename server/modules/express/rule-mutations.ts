// Shipping rules of the account: create, update and delete, each in the caller's transaction
// (withIdempotency). The express company must exist; one rule per company and destination
// (409); update and delete name the version they were based on (stale → 412 with the current row).
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import type {
  createShippingRuleSchema,
  deleteShippingRuleSchema,
  ShippingRuleInput,
  ShippingRuleRow,
  updateShippingRuleSchema,
} from '../../../src/contract/platform-sync'
import { expressCompanies, type ShippingRuleRecord, shippingRules } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { toRuleRow } from './shipping-read'

async function checkInput(tx: Database, caller: SessionAccount, input: ShippingRuleInput, exceptId?: string) {
  const [express] = await tx
    .select({ value: expressCompanies.value })
    .from(expressCompanies)
    .where(eq(expressCompanies.value, input.expressCode))
  if (!express) throw new AppError(ErrorCode.RULE, 'order.express.unknown', { params: { code: input.expressCode } })
  const [clash] = await tx
    .select({ id: shippingRules.id })
    .from(shippingRules)
    .where(
      and(
        eq(shippingRules.did, caller.did),
        eq(shippingRules.expressCode, input.expressCode),
        eq(shippingRules.country, input.country),
      ),
    )
  if (clash && clash.id !== exceptId) throw new AppError(ErrorCode.ALREADY_EXISTS, 'shippingRule.exists')
}

async function lockRule(
  tx: Database,
  caller: SessionAccount,
  id: string,
  version: number,
): Promise<ShippingRuleRecord> {
  const [row] = await tx
    .select()
    .from(shippingRules)
    .where(and(eq(shippingRules.did, caller.did), eq(shippingRules.id, id)))
    .for('update')
  if (!row) throw notFound('what.shippingRule')
  if (row.version !== version) {
    throw new AppError(ErrorCode.STALE_VERSION, 'conflict.staleVersion', { extra: { data: toRuleRow(row) } })
  }
  return row
}

export async function createRule(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof createShippingRuleSchema>,
): Promise<ShippingRuleRow> {
  await checkInput(tx, caller, input)
  const [row] = await tx
    .insert(shippingRules)
    .values({ id: newId(), did: caller.did, ...input })
    .returning()
  return toRuleRow(row as ShippingRuleRecord)
}

export async function updateRule(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof updateShippingRuleSchema>,
): Promise<ShippingRuleRow> {
  const { id, version, ...fields } = input
  await lockRule(tx, caller, id, version)
  await checkInput(tx, caller, fields, id)
  const [row] = await tx
    .update(shippingRules)
    .set({ ...fields, version: sql`${shippingRules.version} + 1` })
    .where(eq(shippingRules.id, id))
    .returning()
  return toRuleRow(row as ShippingRuleRecord)
}

export async function deleteRule(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof deleteShippingRuleSchema>,
): Promise<{ id: string }> {
  await lockRule(tx, caller, input.id, input.version)
  await tx.delete(shippingRules).where(eq(shippingRules.id, input.id))
  return { id: input.id }
}
