// sale_order_status_count (value): orders per status for the order list's filter (its tabs).
import { saleOrderStatusCountSchema } from '../../../../src/contract/reports'
import { defineSource } from '../../ds/public'
import { orderStatusCount } from '../../reports/public'
import { scopeOf } from '../order-list'

export const saleOrderStatusCountSource = defineSource('value', {
  name: 'sale_order_status_count',
  params: saleOrderStatusCountSchema,
  permission: { key: 'sale_order', action: 'query' },
  handler: (params, ctx) => orderStatusCount(ctx.db, scopeOf(ctx.account), params),
})
