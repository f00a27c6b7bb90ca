// Top-up calls (FINANCE_PATHS). Any member with a finance (settlement) key may request a top-up
// and list them; confirming or rejecting one is for operators (recharge-mutations.ts). Every
// change goes through withIdempotency.
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { ServerPage } from '../../../src/contract/envelope'
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
import { ok } from '../../lib/envelope'
import { parseBody } from '../../lib/validate'
import type { SessionAccount } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { financePermission } from '../ds/sources/finance-access'
import { closeRecharge, confirmRecharge, createRecharge, rejectRecharge } from './recharge-mutations'
import { findRecharge, listRecharges } from './recharge-read'

const can = (action: Action) => ({ config: { permission: financePermission(action) } })

async function rowOf(db: Database, caller: SessionAccount, id: string): Promise<RechargeRow> {
  const row = await findRecharge(db, caller.did, id)
  if (!row) throw notFound('what.recharge')
  return row
}

export async function rechargeRoutes(app: FastifyInstance) {
  app.post(FINANCE_PATHS.rechargeList, can('query'), async (request) => {
    const caller = callerOf(request)
    const params = parseBody(request, rechargeListSchema)
    const { list, total } = await listRecharges(app.db, caller.did, params)
    const page: ServerPage<RechargeRow> = {
      pageSize: params.pageSize,
      pageNum: params.pageNo,
      total,
      pages: Math.ceil(total / params.pageSize),
      list,
    }
    return ok(request, page)
  })

  const change = <S extends z.ZodType>(
    path: string,
    action: Action,
    schema: S,
    run: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<RechargeRecord>,
  ) =>
    app.post(path, can(action), async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, schema)
      return withIdempotency(request, reply, async (tx) => rowOf(tx, caller, (await run(tx, caller, input)).id))
    })

  change(FINANCE_PATHS.recharge, 'add', rechargeCreateSchema, createRecharge)
  // Operators are checked in the mutation (owner or finance edit); 'query' lets the call reach it.
  change(FINANCE_PATHS.rechargeConfirm, 'query', rechargeConfirmSchema, confirmRecharge)
  change(FINANCE_PATHS.rechargeReject, 'query', rechargeRejectSchema, rejectRecharge)
  change(FINANCE_PATHS.rechargeClose, 'query', rechargeCloseSchema, closeRecharge)
}
