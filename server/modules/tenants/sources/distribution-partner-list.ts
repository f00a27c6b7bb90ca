// distribution_partner_list (paged, POST /ds/list/distribution_partner_list): a distributor's
// bound suppliers and manufacturers, or a supplier's distributors — the tenant decides which.
import { z } from 'zod'
import { ACCOUNT_TYPE } from '../../../../src/contract/constants'
import { defineListSource, listParams } from '../../ds/public'
import { listPartners } from '../partner-repository'

export const distributionPartnerListSource = defineListSource({
  name: 'distribution_partner_list',
  params: listParams({
    sortField: z.enum(['boundAt', 'name']).optional(),
    partnerType: z.coerce
      .number()
      .int()
      .refine((value) => value === ACCOUNT_TYPE.manufacturer || value === ACCOUNT_TYPE.supplier)
      .optional(),
    keyword: z.string().trim().max(64).optional(),
  }),
  permission: [
    { key: 'distribution_supplier_list', action: 'query' },
    { key: 'distribution_distributor_list', action: 'query' },
  ],
  handler: (params, ctx) =>
    listPartners(ctx.db, {
      did: ctx.tenant,
      asDistributor: ctx.account.type === ACCOUNT_TYPE.distributor,
      partnerType: params.partnerType,
      keyword: params.keyword || undefined,
      sort: params.sortField ?? 'boundAt',
      order: params.sortOrder === 'ascend' ? 'asc' : 'desc',
      limit: params.pageSize,
      offset: (params.pageNo - 1) * params.pageSize,
    }),
})
