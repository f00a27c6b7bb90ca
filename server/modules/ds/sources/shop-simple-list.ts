// shop_simple_list (value): the tenant's shops as [{ id, name, channel }] for filters and forms.
import { z } from 'zod'
import { listShopsSimple } from '../../shops/shop-repository'
import { defineSource } from '../registry'

export const shopSimpleListSource = defineSource('value', {
  name: 'shop_simple_list',
  params: z.object({}),
  permission: { key: 'sale_order', action: 'query' },
  handler: (_params, ctx) => listShopsSimple(ctx.db, ctx.tenant),
})
