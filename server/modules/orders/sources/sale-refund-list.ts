// sale_refund (paged): refunds / after-sales of the tenant's orders.
import { saleRefundListSchema } from '../../../../src/contract/orders'
import { defineListSource } from '../../ds/public'
import { listRefunds } from '../refund-read'

export const saleRefundListSource = defineListSource({
  name: 'sale_refund',
  params: saleRefundListSchema,
  permission: { key: 'sale_refund', action: 'query' },
  handler: (params, ctx) => listRefunds(ctx.db, ctx.tenant, params),
})
