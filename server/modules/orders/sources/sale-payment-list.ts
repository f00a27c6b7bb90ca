// sale_payment (paged): payment records of paid orders (the unpaid-export report screen).
import { salePaymentListSchema } from '../../../../src/contract/orders'
import { defineListSource } from '../../ds/public'
import { listPayments } from '../payment-read'

export const salePaymentListSource = defineListSource({
  name: 'sale_payment',
  params: salePaymentListSchema,
  permission: { key: 'report_unpaid', action: 'query' },
  handler: (params, ctx) => listPayments(ctx.db, ctx.tenant, params),
})
