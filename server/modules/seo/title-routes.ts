// SEO title calls, under platform_seo with an Idempotency-Key:
//   POST /seo/title/save     { goodsId, channel, title, version? } → the row (400 over the limit)
//   POST /seo/title/generate { channel, pattern, goodsIds, overwriteManual } → written, kept
// The list is the data source seo_title_list.
import type { FastifyInstance } from 'fastify'
import { TITLE_PATHS, titleGenerateSchema, titleSaveSchema } from '../../../src/contract/seo-titles'
import { seoMutation } from './keyword-routes'
import { generateTitles, saveTitle } from './title-write'

export async function titleRoutes(app: FastifyInstance) {
  const mutation = seoMutation(app)
  mutation(TITLE_PATHS.save, 'edit', titleSaveSchema, saveTitle)
  mutation(TITLE_PATHS.generate, 'edit', titleGenerateSchema, generateTitles)
}
