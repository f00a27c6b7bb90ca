// production_job (paged): the production jobs a factory runs, or a distributor's purchase orders'
// jobs; with `updatedSince` a delta for the app's mirror (withdrawn jobs flagged `deleted`).
import { PRODUCTION_SOURCE, productionListSchema } from '../../../../src/contract/production'
import { defineListSource } from '../../ds/public'
import { listProductionJobs } from '../production-read'

export const productionJobListSource = defineListSource({
  name: PRODUCTION_SOURCE,
  params: productionListSchema,
  permission: { key: 'production', action: 'query' },
  handler: (params, ctx) => listProductionJobs(ctx.db, ctx.account, params),
})
