// finance_account_list: the caller's tenant's finance accounts, default first (empty body).
import { z } from 'zod'
import { defineSource } from '../../ds/public'
import { financePermission } from '../finance-access'
import { listFinanceAccounts, publicFinanceAccount } from '../finance-repository'

export const financeAccountListSource = defineSource('value', {
  name: 'finance_account_list',
  params: z.object({}),
  permission: financePermission('query'),
  handler: async (_params, ctx) => (await listFinanceAccounts(ctx.db, ctx.tenant)).map(publicFinanceAccount),
})
