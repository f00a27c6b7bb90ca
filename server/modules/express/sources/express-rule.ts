// express_rule (paged, POST /ds/list/express_rule): the account's shipping rules per express company.
import { SHIPPING_SOURCES, shippingRuleListSchema } from '../../../../src/contract/platform-sync'
import { defineListSource } from '../../ds/public'
import { listRules } from '../shipping-read'

export const expressRuleSource = defineListSource({
  name: SHIPPING_SOURCES.rules,
  params: shippingRuleListSchema,
  permission: { key: 'express_list', action: 'query' },
  handler: (params, ctx) => listRules(ctx.db, ctx.tenant, params),
})
