// sale_order (paged, POST /ds/list/sale_order): the tenant's sales orders with the filters of
// saleOrderListSchema; `updatedSince` also returns deleted orders flagged `deleted: true`.
import { saleOrderListSchema } from '../../../../src/contract/orders'
import { listOrders } from '../../orders/order-read'
import { defineListSource } from '../registry'

export const saleOrderListSource = defineListSource({
  name: 'sale_order',
  params: saleOrderListSchema,
  permission: { key: 'sale_order', action: 'query' },
  handler: (params, ctx) => listOrders(ctx.db, ctx.tenant, params),
})
