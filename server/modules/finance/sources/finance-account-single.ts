// finance_account_single: one finance account of the caller's tenant by id, or its default
// account without one. Another tenant's id is simply not found (404).
import { z } from 'zod'
import { notFound } from '../../../lib/app-error'
import { defineSource } from '../../ds/public'
import { financePermission } from '../finance-access'
import { findFinanceAccount, publicFinanceAccount } from '../finance-repository'

export const financeAccountSingleSource = defineSource('single', {
  name: 'finance_account_single',
  params: z.object({ id: z.string().trim().min(1).max(64).optional() }),
  permission: financePermission('get'),
  handler: async ({ id }, ctx) => {
    const row = await findFinanceAccount(ctx.db, ctx.tenant, id)
    if (!row) throw notFound('what.financeAccount')
    return publicFinanceAccount(row)
  },
})
