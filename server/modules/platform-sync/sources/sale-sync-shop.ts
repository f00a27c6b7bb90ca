// sale_sync_shop (POST /ds/sale_sync_shop): the shops a sync can pull, with whether their connector
// is set up, whether it points at the sandbox marketplace, and their last sync outcome.
import { z } from 'zod'
import { SYNC_SOURCES } from '../../../../src/contract/platform-sync'
import { defineSource } from '../../ds/public'
import { listSyncShops } from '../run-read'

export const saleSyncShopSource = defineSource('value', {
  name: SYNC_SOURCES.shops,
  params: z.object({}),
  permission: { key: 'sale_order', action: 'query' },
  handler: (_params, ctx) => listSyncShops(ctx.db, ctx.tenant),
})
