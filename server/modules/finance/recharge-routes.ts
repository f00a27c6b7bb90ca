// Top-up calls (FINANCE_PATHS). Any member with a finance (settlement) key may request a top-up
// and list them; confirming or rejecting one is for operators (recharge-mutations.ts). Every
// change is a declared mutation (server/lib/route.ts).
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import {
  FINANCE_PATHS,
  type RechargeRow,
  rechargeCloseSchema,
  rechargeConfirmSchema,
  rechargeCreateSchema,
  rechargeListSchema,
  rechargeRejectSchema,
} from '../../../src/contract/finance'
import type { Action } from '../../../src/contract/permissions'
import type { RechargeRecord } from '../../db/schema'
import type { Database } from '../../db/types'
import { notFound } from '../../lib/app-error'
import { pageOf } from '../../lib/page'
import { mutation, query } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'
import { financePermission } from './finance-access'
import { closeRecharge, confirmRecharge, createRecharge, rejectRecharge } from './recharge-mutations'
import { findRecharge, listRecharges } from './recharge-read'

async function rowOf(db: Database, caller: SessionAccount, id: string): Promise<RechargeRow> {
  const row = await findRecharge(db, caller.did, id)
  if (!row) throw notFound('what.recharge')
  return row
}

export async function rechargeRoutes(app: FastifyInstance) {
  query(app, {
    method: 'POST',
    path: FINANCE_PATHS.rechargeList,
    permission: financePermission('query'),
    body: rechargeListSchema,
    run: async (db, caller, params) => pageOf(params, await listRecharges(db, caller.did, params)),
  })

  const change = <S extends z.ZodType>(
    path: string,
    action: Action,
    body: S,
    run: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<RechargeRecord>,
  ) =>
    mutation(app, {
      path,
      permission: financePermission(action),
      body,
      idempotency: 'optional',
      run: async (tx, caller, input) => rowOf(tx, caller, (await run(tx, caller, input as z.output<S>)).id),
    })

  change(FINANCE_PATHS.recharge, 'add', rechargeCreateSchema, createRecharge)
  // Operators are checked in the mutation (owner or finance edit); 'query' lets the call reach it.
  change(FINANCE_PATHS.rechargeConfirm, 'query', rechargeConfirmSchema, confirmRecharge)
  change(FINANCE_PATHS.rechargeReject, 'query', rechargeRejectSchema, rejectRecharge)
  change(FINANCE_PATHS.rechargeClose, 'query', rechargeCloseSchema, closeRecharge)
}
