// seo_title_list (paged, POST /ds/list/seo_title_list): goods with their SEO title on one channel.
import { SEO_PERMISSION } from '../../../../src/contract/seo-keywords'
import { TITLE_SOURCES, titleListSchema } from '../../../../src/contract/seo-titles'
import { defineListSource } from '../../ds/public'
import { listTitles } from '../title-read'

export const seoTitleListSource = defineListSource({
  name: TITLE_SOURCES.list,
  params: titleListSchema,
  permission: { key: SEO_PERMISSION, action: 'query' },
  handler: (params, ctx) => listTitles(ctx.db, ctx.tenant, params),
})
