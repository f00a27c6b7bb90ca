// sale_sync_run (paged, POST /ds/list/sale_sync_run): the tenant's platform sync runs, newest first,
// with their progress (polled while a sync runs) and outcome per shop.
import { SYNC_SOURCES, saleSyncRunListSchema } from '../../../../src/contract/platform-sync'
import { defineListSource } from '../../ds/public'
import { listRuns } from '../run-read'

export const saleSyncRunSource = defineListSource({
  name: SYNC_SOURCES.runs,
  params: saleSyncRunListSchema,
  permission: { key: 'sale_order', action: 'query' },
  handler: (params, ctx) => listRuns(ctx.db, ctx.tenant, params, ctx.locale),
})
