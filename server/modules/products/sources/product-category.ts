// product_category (value): the tenant's product category tree (root pid '0') for lookups.
import { z } from 'zod'
import { defineSource } from '../../ds/public'
import { categoryTree } from '../product-read'

export const productCategorySource = defineSource('value', {
  name: 'product_category',
  params: z.object({}),
  permission: [
    { key: 'product_list', action: 'query' },
    { key: 'goods_list', action: 'query' },
    { key: 'goods_new', action: 'query' },
  ],
  handler: (_params, ctx) => categoryTree(ctx.db, ctx.tenant),
})
