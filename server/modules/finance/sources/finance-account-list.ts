// finance_account_list: the caller's tenant's finance accounts, default first (empty body).
import { z } from 'zod'
import { listFinanceAccounts, publicFinanceAccount } from '../../finance/public'
import { defineSource } from '../registry'
import { financePermission } from './finance-access'

export const financeAccountListSource = defineSource('value', {
  name: 'finance_account_list',
  params: z.object({}),
  permission: financePermission('query'),
  handler: async (_params, ctx) => (await listFinanceAccounts(ctx.db, ctx.tenant)).map(publicFinanceAccount),
})
