// ai_content_list (paged, POST /ds/list/ai_content_list): AI drafts, newest first — the history of
// a goods when filtered by it.
import { AI_SOURCES, aiContentListSchema } from '../../../../src/contract/ai-content'
import { SEO_PERMISSION } from '../../../../src/contract/seo-keywords'
import { defineListSource } from '../../ds/public'
import { listContents } from '../content-read'

export const aiContentListSource = defineListSource({
  name: AI_SOURCES.list,
  params: aiContentListSchema,
  permission: { key: SEO_PERMISSION, action: 'query' },
  handler: (params, ctx) => listContents(ctx.db, ctx.tenant, params),
})
