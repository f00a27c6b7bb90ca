// special_counter_list (value): the tenant's smart counters as [{ id, name, shopId, shopName,
// status }] for the counter pickers and filters (the "special-counter list" lookup of SPEC.md §7).
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { counters, shops } from '../../../db/schema'
import { defineSource } from '../../ds/public'

export const specialCounterListSource = defineSource('value', {
  name: 'special_counter_list',
  params: z.object({ shopId: z.string().trim().min(1).max(64).optional() }),
  permission: [
    { key: 'special_counter', action: 'query' },
    { key: 'shop_manage', action: 'query' },
  ],
  handler: (params, ctx) =>
    ctx.db
      .select({
        id: counters.id,
        name: counters.name,
        shopId: counters.shopId,
        shopName: shops.name,
        status: counters.status,
      })
      .from(counters)
      .innerJoin(shops, eq(shops.id, counters.shopId))
      .where(and(eq(counters.did, ctx.tenant), params.shopId ? eq(counters.shopId, params.shopId) : undefined))
      .orderBy(asc(shops.name), asc(counters.name), asc(counters.id)),
})
