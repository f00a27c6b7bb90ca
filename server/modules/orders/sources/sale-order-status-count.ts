// sale_order_status_count (value): orders per status for the order list's filter (its tabs).
import { saleOrderStatusCountSchema } from '../../../../src/contract/reports'
import { scopeOf } from '../../orders/public'
import { orderStatusCount } from '../../reports/public'
import { defineSource } from '../registry'

export const saleOrderStatusCountSource = defineSource('value', {
  name: 'sale_order_status_count',
  params: saleOrderStatusCountSchema,
  permission: { key: 'sale_order', action: 'query' },
  handler: (params, ctx) => orderStatusCount(ctx.db, scopeOf(ctx.account), params),
})
