// sale_payment_summary (value): totals per currency of the payment records filter.
import { salePaymentSummarySchema } from '../../../../src/contract/reports'
import { defineSource } from '../../ds/public'
import { paymentSummary } from '../payment-summary'

export const salePaymentSummarySource = defineSource('value', {
  name: 'sale_payment_summary',
  params: salePaymentSummarySchema,
  permission: { key: 'report_unpaid', action: 'query' },
  handler: (params, ctx) => paymentSummary(ctx.db, ctx.tenant, params),
})
