// shop_simple_list (value): the tenant's shops as [{ id, name, channel }] for filters and forms.
import { z } from 'zod'
import { defineSource } from '../../ds/public'
import { listShopsSimple } from '../shop-repository'

export const shopSimpleListSource = defineSource('value', {
  name: 'shop_simple_list',
  params: z.object({}),
  // Every screen that filters by shop may read the names.
  permission: [
    { key: 'sale_order', action: 'query' },
    { key: 'goods_comment', action: 'query' },
    { key: 'report_unpaid', action: 'query' },
    { key: 'sale_statistics', action: 'query' },
  ],
  handler: (_params, ctx) => listShopsSimple(ctx.db, ctx.tenant),
})
