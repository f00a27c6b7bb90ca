// Settlement calls (paths from SETTLEMENT_PATHS). Every mutation goes through withIdempotency: one
// transaction holds the change, its ledger flow and the stored answer. Distributors answer to
// distribution_settlement_list, suppliers and factories to distribution_supplier_settlement_list:
// get to read, add to raise, edit for the transitions (the state machine then decides which side
// may make which).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Action } from '../../../src/contract/permissions'
import {
  SETTLEMENT_PATHS,
  type SettlementDetail,
  settlementCancelSchema,
  settlementConfirmSchema,
  settlementDisputeSchema,
  settlementPaySchema,
  settlementRaiseSchema,
} from '../../../src/contract/settlement'
import type { SettlementRecord } from '../../db/schema'
import type { Database } from '../../db/types'
import { notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { parseBody, parseParams } from '../../lib/validate'
import type { PermissionRule, SessionAccount } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import {
  cancelSettlement,
  confirmSettlement,
  disputeSettlement,
  paySettlement,
  raiseSettlement,
} from './settlement-mutations'
import { settlementDetail } from './settlement-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
export const settlementPermission = (action: Action): PermissionRule => [
  { key: 'distribution_settlement_list', action },
  { key: 'distribution_supplier_settlement_list', action },
]
const can = (action: Action) => ({ config: { permission: settlementPermission(action) } })

async function detailOf(db: Database, caller: SessionAccount, id: string): Promise<SettlementDetail> {
  const detail = await settlementDetail(db, caller, id)
  if (!detail) throw notFound('what.settlement')
  return detail
}

export async function settlementRoutes(app: FastifyInstance) {
  app.get('/settlement/detail/:id', can('get'), async (request: FastifyRequest) => {
    const { id } = parseParams(request, idParams)
    return ok(request, await detailOf(app.db, callerOf(request), id))
  })

  const change = <S extends z.ZodType>(
    path: string,
    action: Action,
    schema: S,
    run: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<SettlementRecord>,
  ) =>
    app.post(path, can(action), async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, schema)
      return withIdempotency(request, reply, async (tx) => detailOf(tx, caller, (await run(tx, caller, input)).id))
    })

  change(SETTLEMENT_PATHS.raise, 'add', settlementRaiseSchema, raiseSettlement)
  change(SETTLEMENT_PATHS.confirm, 'edit', settlementConfirmSchema, confirmSettlement)
  change(SETTLEMENT_PATHS.dispute, 'edit', settlementDisputeSchema, disputeSettlement)
  change(SETTLEMENT_PATHS.cancel, 'edit', settlementCancelSchema, cancelSettlement)
  change(SETTLEMENT_PATHS.pay, 'edit', settlementPaySchema, paySettlement)
}
