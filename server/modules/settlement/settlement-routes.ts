// Settlement calls (paths from SETTLEMENT_PATHS). Every mutation is declared through server/lib/route.ts: one
// transaction holds the change, its ledger flow and the stored answer. Distributors answer to
// distribution_settlement_list, suppliers and factories to distribution_supplier_settlement_list:
// get to read, add to raise, edit for the transitions (the state machine then decides which side
// may make which).
import type { FastifyInstance } from 'fastify'
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
import { mutation, query } from '../../lib/route'
import type { PermissionRule, SessionAccount } from '../../plugins/access-types'
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

async function detailOf(db: Database, caller: SessionAccount, id: string): Promise<SettlementDetail> {
  const detail = await settlementDetail(db, caller, id)
  if (!detail) throw notFound('what.settlement')
  return detail
}

export async function settlementRoutes(app: FastifyInstance) {
  query(app, {
    path: '/settlement/detail/:id',
    permission: settlementPermission('get'),
    params: idParams,
    run: (db, caller, { id }) => detailOf(db, caller, id),
  })

  const change = <S extends z.ZodType>(
    path: string,
    action: Action,
    body: S,
    run: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<SettlementRecord>,
  ) =>
    mutation(app, {
      path,
      permission: settlementPermission(action),
      body,
      idempotency: 'optional',
      run: async (tx, caller, input) => detailOf(tx, caller, (await run(tx, caller, input as z.output<S>)).id),
    })

  change(SETTLEMENT_PATHS.raise, 'add', settlementRaiseSchema, raiseSettlement)
  change(SETTLEMENT_PATHS.confirm, 'edit', settlementConfirmSchema, confirmSettlement)
  change(SETTLEMENT_PATHS.dispute, 'edit', settlementDisputeSchema, disputeSettlement)
  change(SETTLEMENT_PATHS.cancel, 'edit', settlementCancelSchema, cancelSettlement)
  change(SETTLEMENT_PATHS.pay, 'edit', settlementPaySchema, paySettlement)
}
