// Shipping rule calls (SYNC_PATHS): express_list add / edit / delete, each with an Idempotency-Key.
import type { FastifyInstance } from 'fastify'
import {
  createShippingRuleSchema,
  deleteShippingRuleSchema,
  SYNC_PATHS,
  updateShippingRuleSchema,
} from '../../../src/contract/platform-sync'
import { mutation } from '../../lib/route'
import { createRule, deleteRule, updateRule } from './rule-mutations'

export async function shippingRuleRoutes(app: FastifyInstance) {
  mutation(app, {
    path: SYNC_PATHS.ruleCreate,
    permission: { key: 'express_list', action: 'add' },
    body: createShippingRuleSchema,
    idempotency: 'optional',
    run: createRule,
  })
  mutation(app, {
    path: SYNC_PATHS.ruleUpdate,
    permission: { key: 'express_list', action: 'edit' },
    body: updateShippingRuleSchema,
    idempotency: 'optional',
    run: updateRule,
  })
  mutation(app, {
    path: SYNC_PATHS.ruleDelete,
    permission: { key: 'express_list', action: 'delete' },
    body: deleteShippingRuleSchema,
    idempotency: 'optional',
    run: deleteRule,
  })
}
