// Shipping rules of the account: create, update and delete, each in the caller's transaction
// (server/lib/route.ts). The express company must exist; one rule per company and destination
// (409); update and delete name the version they were based on (stale → 412 with the current row).
import { and, eq } from 'drizzle-orm'
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
import { deleteRows, lockRow, updateRow } from '../../db/versioned'
import { AppError } from '../../lib/app-error'
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

const lockRule = (tx: Database, caller: SessionAccount, id: string, version: number) =>
  lockRow(tx, shippingRules, caller.did, id, { what: 'what.shippingRule', version, current: toRuleRow })

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
  const row = await updateRow(tx, shippingRules, caller.did, id, fields)
  return toRuleRow(row)
}

export async function deleteRule(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof deleteShippingRuleSchema>,
): Promise<{ id: string }> {
  await lockRule(tx, caller, input.id, input.version)
  await deleteRows(tx, shippingRules, caller.did, [input.id])
  return { id: input.id }
}
