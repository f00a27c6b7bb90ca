// brand_simple_list (value): the tenant's brands as [{ id, name }] for filters and forms.
import { z } from 'zod'
import { defineSource } from '../../ds/public'
import { brandOptions } from '../product-read'

export const brandSimpleListSource = defineSource('value', {
  name: 'brand_simple_list',
  params: z.object({}),
  permission: [
    { key: 'brand_list', action: 'query' },
    { key: 'goods_list', action: 'query' },
    { key: 'goods_new', action: 'query' },
  ],
  handler: (_params, ctx) => brandOptions(ctx.db, ctx.tenant),
})
