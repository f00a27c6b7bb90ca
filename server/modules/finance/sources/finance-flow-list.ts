// finance_flow (paged, POST /ds/list/finance_flow): the ledger flows of the caller's tenant with
// the running balance after each; filters by account, FINANCE_FLOW_TYPE and days. `updatedSince`
// is the offline mirror's delta (flows are written once and never change or disappear).
import { financeFlowListSchema } from '../../../../src/contract/finance'
import { defineListSource } from '../../ds/public'
import { financePermission } from '../finance-access'
import { listFinanceFlows } from '../recharge-read'

export const financeFlowListSource = defineListSource({
  name: 'finance_flow',
  params: financeFlowListSchema,
  permission: financePermission('query'),
  handler: (params, ctx) => listFinanceFlows(ctx.db, ctx.tenant, params),
})
