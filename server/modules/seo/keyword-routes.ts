// Keyword library calls, under platform_seo with an Idempotency-Key:
//   POST /seo/keyword/create  { keyword, language, channel, tags }   → the keyword (409 if known)
//   POST /seo/keyword/import  { language, channel, rows }            → created, merged, refused rows
//   POST /seo/keyword/update  { id, version, tags }                  → the keyword
//   POST /seo/keyword/delete  { ids }
//   POST /seo/keyword/assign  { keywordIds, goodsIds, categoryIds, remove }
//   POST /seo/keyword/harvest { limit }                              → words taken from titles
// The list is the data source seo_keyword_list.
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { Action, PermissionKey } from '../../../src/contract/permissions'
import {
  KEYWORD_PATHS,
  keywordAssignSchema,
  keywordCreateSchema,
  keywordDeleteSchema,
  keywordHarvestSchema,
  keywordImportSchema,
  keywordUpdateSchema,
  SEO_PERMISSION,
} from '../../../src/contract/seo-keywords'
import type { Database } from '../../db/types'
import { mutation } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'
import { assignKeywords } from './keyword-assign'
import { harvestKeywords } from './keyword-harvest'
import { createKeyword, deleteKeywords, importKeywords, updateKeyword } from './keyword-write'

export type SeoChange<S extends z.ZodType, R> = (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<R>

/** One POST under a permission key (platform_seo by default) through the route helper: parsed, checked, run in the Idempotency-Key's transaction. */
export function seoMutation(app: FastifyInstance, key: PermissionKey = SEO_PERMISSION) {
  return <S extends z.ZodType, R>(path: string, action: Action, schema: S, change: SeoChange<S, R>) =>
    mutation(app, {
      path,
      permission: { key, action },
      body: schema,
      idempotency: 'optional',
      run: (tx, caller, input) => change(tx, caller, input as z.output<S>),
    })
}

export async function keywordRoutes(app: FastifyInstance) {
  const mutation = seoMutation(app)
  mutation(KEYWORD_PATHS.create, 'add', keywordCreateSchema, createKeyword)
  mutation(KEYWORD_PATHS.import, 'import', keywordImportSchema, importKeywords)
  mutation(KEYWORD_PATHS.update, 'edit', keywordUpdateSchema, updateKeyword)
  mutation(KEYWORD_PATHS.delete, 'delete', keywordDeleteSchema, deleteKeywords)
  mutation(KEYWORD_PATHS.assign, 'edit', keywordAssignSchema, assignKeywords)
  mutation(KEYWORD_PATHS.harvest, 'add', keywordHarvestSchema, harvestKeywords)
}
