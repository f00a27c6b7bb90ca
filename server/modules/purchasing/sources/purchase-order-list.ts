// purchase_order (paged, POST /ds/list/purchase_order): for a distributor its purchase orders,
// for a supplier or factory the purchase orders addressed to it (purchase-scope.ts).
import { purchaseOrderListSchema } from '../../../../src/contract/purchasing'
import { defineListSource } from '../../ds/public'
import { listPurchaseOrders } from '../purchase-read'

export const purchaseOrderListSource = defineListSource({
  name: 'purchase_order',
  params: purchaseOrderListSchema,
  permission: { key: 'purchase_list', action: 'query' },
  handler: (params, ctx) => listPurchaseOrders(ctx.db, ctx.account, params),
})
