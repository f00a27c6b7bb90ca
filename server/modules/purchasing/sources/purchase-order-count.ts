// purchase_order_count (value): the caller's purchase orders per status under the list's
// filters (the status tabs of /purchase/list).
import { purchaseOrderListSchema } from '../../../../src/contract/purchasing'
import { defineSource } from '../../ds/public'
import { countPurchaseOrders } from '../purchase-read'

export const purchaseOrderCountSource = defineSource('value', {
  name: 'purchase_order_count',
  params: purchaseOrderListSchema.omit({
    pageNo: true,
    pageSize: true,
    sortField: true,
    sortOrder: true,
    status: true,
  }),
  permission: { key: 'purchase_list', action: 'query' },
  handler: (params, ctx) => countPurchaseOrders(ctx.db, ctx.account, params),
})
