// settlement_pending (paged, POST /ds/list/settlement_pending): shipped purchase orders on no
// live settlement, grouped by partner, currency and month of shipment (what can be raised).
import { pendingSettlementSchema } from '../../../../src/contract/settlement'
import { defineListSource } from '../../ds/public'
import { financePermission } from '../../finance/public'
import { pendingSettlements } from '../settlement-read'

export const settlementPendingSource = defineListSource({
  name: 'settlement_pending',
  params: pendingSettlementSchema,
  permission: financePermission('query'),
  handler: (params, ctx) => pendingSettlements(ctx.db, ctx.account, params),
})
