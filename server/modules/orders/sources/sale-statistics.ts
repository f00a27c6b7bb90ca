// sale_statistics (value): figures for /sale/statistics and the workplace dashboard.
import { saleStatisticsSchema } from '../../../../src/contract/orders'
import { defineSource } from '../../ds/public'
import { saleStatistics } from '../statistics'

export const saleStatisticsSource = defineSource('value', {
  name: 'sale_statistics',
  params: saleStatisticsSchema,
  permission: [
    { key: 'sale_statistics', action: 'query' },
    { key: 'dashboard', action: 'query' },
  ],
  handler: (params, ctx) => saleStatistics(ctx.db, ctx.tenant, params.from, params.to),
})
