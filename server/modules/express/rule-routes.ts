// Shipping rule calls (SYNC_PATHS): express_list add / edit / delete, each with an Idempotency-Key.
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { Action } from '../../../src/contract/permissions'
import {
  createShippingRuleSchema,
  deleteShippingRuleSchema,
  SYNC_PATHS,
  updateShippingRuleSchema,
} from '../../../src/contract/platform-sync'
import type { Database } from '../../db/types'
import { parseBody } from '../../lib/validate'
import type { SessionAccount } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { createRule, deleteRule, updateRule } from './rule-mutations'

export async function shippingRuleRoutes(app: FastifyInstance) {
  const mutation = <S extends z.ZodType, R>(
    path: string,
    action: Action,
    schema: S,
    change: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<R>,
  ) =>
    app.post(path, { config: { permission: { key: 'express_list', action } } }, async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, schema)
      return withIdempotency(request, reply, (tx) => change(tx, caller, input))
    })
  mutation(SYNC_PATHS.ruleCreate, 'add', createShippingRuleSchema, createRule)
  mutation(SYNC_PATHS.ruleUpdate, 'edit', updateShippingRuleSchema, updateRule)
  mutation(SYNC_PATHS.ruleDelete, 'delete', deleteShippingRuleSchema, deleteRule)
}
