// A keyword record as the API sends it.
import type { TextLanguage } from '../../../src/contract/seo-common'
import type { KeywordChannel, KeywordRow, KeywordSource } from '../../../src/contract/seo-keywords'
import type { SeoKeywordRecord } from '../../db/schema'

export const toKeywordRow = (row: SeoKeywordRecord): KeywordRow => ({
  id: row.id,
  keyword: row.keyword,
  language: row.language as TextLanguage,
  channel: row.channel as KeywordChannel,
  source: row.source as KeywordSource,
  tags: row.tags,
  goodsCount: row.goodsCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
})
