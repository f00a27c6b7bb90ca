// settlement_order (paged, POST /ds/list/settlement_order): settlement records — a distributor's
// own, or for a supplier or factory those it is paid by (settlement-scope.ts). `updatedSince`
// gives the offline mirror its delta; settlements are never deleted (cancelled is a status).
import { settlementListSchema } from '../../../../src/contract/settlement'
import { defineListSource } from '../../ds/public'
import { financePermission } from '../../finance/public'
import { listSettlements } from '../settlement-read'

export const settlementOrderListSource = defineListSource({
  name: 'settlement_order',
  params: settlementListSchema,
  permission: financePermission('query'),
  handler: (params, ctx) => listSettlements(ctx.db, ctx.account, params),
})
