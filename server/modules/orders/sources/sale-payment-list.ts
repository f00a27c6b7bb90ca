// sale_payment (paged): payment records of paid orders (the unpaid-export report screen).
import { salePaymentListSchema } from '../../../../src/contract/orders'
import { listPayments } from '../../orders/public'
import { defineListSource } from '../registry'

export const salePaymentListSource = defineListSource({
  name: 'sale_payment',
  params: salePaymentListSchema,
  permission: { key: 'report_unpaid', action: 'query' },
  handler: (params, ctx) => listPayments(ctx.db, ctx.tenant, params),
})
