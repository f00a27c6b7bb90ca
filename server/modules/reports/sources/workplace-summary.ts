// workplace_summary (value, POST /ds/workplace_summary): the landing page's figures. Sections
// the caller's role may not see come back null.
import { workplaceSummarySchema } from '../../../../src/contract/reports'
import { hasPermission } from '../../../plugins/permissions'
import { defineSource } from '../../ds/public'
import { workplaceSummary } from '../workplace-summary'

export const workplaceSummarySource = defineSource('value', {
  name: 'workplace_summary',
  params: workplaceSummarySchema,
  permission: { key: 'workplace', action: 'query' },
  handler: (_params, ctx) =>
    workplaceSummary(ctx.db, ctx.tenant, {
      orders: hasPermission(ctx.account, { key: 'sale_order', action: 'query' }),
      refunds: hasPermission(ctx.account, { key: 'sale_refund', action: 'query' }),
    }),
})
