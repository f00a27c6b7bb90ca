// seo_keyword_list (paged, POST /ds/list/seo_keyword_list): the keyword library for the search
// terms screen, its export and the pickers of the title and AI screens.
import { KEYWORD_SOURCES_DS, keywordListSchema, SEO_PERMISSION } from '../../../../src/contract/seo-keywords'
import { defineListSource } from '../../ds/public'
import { listKeywords } from '../keyword-read'

export const seoKeywordListSource = defineListSource({
  name: KEYWORD_SOURCES_DS.list,
  params: keywordListSchema,
  permission: { key: SEO_PERMISSION, action: 'query' },
  handler: (params, ctx) => listKeywords(ctx.db, ctx.tenant, params),
})
