// sale_order (paged, POST /ds/list/sale_order): the tenant's sales orders with the filters of
// saleOrderListSchema; `updatedSince` also returns deleted orders flagged `deleted: true`;
// `withExtras` (the device mirror) adds each order's lines, address and amounts (order-delta.ts).
import { saleOrderListSchema } from '../../../../src/contract/orders'
import { defineListSource } from '../../ds/public'
import { listOrdersWithExtras } from '../order-delta'
import { listOrders, scopeKeyOf, scopeOf } from '../order-list'

export const saleOrderListSource = defineListSource({
  name: 'sale_order',
  params: saleOrderListSchema,
  permission: { key: 'sale_order', action: 'query' },
  // The tenant's orders, plus those of shops another tenant granted it (POST /shop/sharding/grant).
  // The mirror's delta says which shops that was: after a grant or a revoke the device refills it.
  handler: async (params, ctx) =>
    params.withExtras
      ? { ...(await listOrdersWithExtras(ctx.db, scopeOf(ctx.account), params)), scope: scopeKeyOf(ctx.account) }
      : listOrders(ctx.db, scopeOf(ctx.account), params),
})
