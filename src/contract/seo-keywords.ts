// Search terms (issue 19 item 1): a keyword library per language and channel, with where each
// word came from, how many goods use it and tags; bulk import with duplicates merged (case- and
// width-insensitive), harvesting from the seller's goods and order titles, bulk assignment.
import { z } from 'zod'
import { checkKeyword } from './channel-text-check'
import { CHANNEL_TEXT_RULES } from './channel-text-rules'
import { CHANNELS, type Channel } from './dictionaries'
import { listParamsShape, TEXT_LANGUAGES, type TextLanguage } from './seo-common'

export const SEO_PERMISSION = 'platform_seo' as const

import { KEYWORD_CHANNELS, KEYWORD_SOURCES } from './search-enums'

export { KEYWORD_CHANNELS, KEYWORD_SOURCES }
export type KeywordChannel = (typeof KEYWORD_CHANNELS)[number]

export type KeywordSource = (typeof KEYWORD_SOURCES)[number]

export const KEYWORD_PATHS = {
  create: '/seo/keyword/create',
  import: '/seo/keyword/import',
  update: '/seo/keyword/update',
  delete: '/seo/keyword/delete',
  assign: '/seo/keyword/assign',
  harvest: '/seo/keyword/harvest',
} as const

export const KEYWORD_SOURCES_DS = { list: 'seo_keyword_list' } as const

export const KEYWORD_IMPORT_BATCH = 1000
export const KEYWORD_TAG_MAX = 20
export const KEYWORD_TAGS_PER_WORD = 10

/** The longest keyword for a channel: its own limit, or the tightest of all for 'all'. */
export function keywordLimit(channel: KeywordChannel): number {
  if (channel !== 'all') return CHANNEL_TEXT_RULES[channel].keywordMax
  return Math.min(...CHANNELS.filter((c) => c !== 'custom').map((c) => CHANNEL_TEXT_RULES[c].keywordMax))
}

/** Why a keyword is refused for a channel, or null when it may be kept. */
export function keywordProblem(keyword: string, channel: KeywordChannel): 'empty' | 'tooLong' | 'forbidden' | null {
  if (keyword.trim() === '') return 'empty'
  const target: Channel = channel === 'all' ? 'amazon' : channel
  const check = checkKeyword(keyword, target)
  if (check.length > keywordLimit(channel)) return 'tooLong'
  if (check.forbidden.length > 0) return 'forbidden'
  return null
}

const tags = z.array(z.string().trim().min(1).max(KEYWORD_TAG_MAX)).max(KEYWORD_TAGS_PER_WORD)
const keywordText = z.string().trim().min(1).max(200)

export const keywordCreateSchema = z.object({
  keyword: keywordText,
  language: z.enum(TEXT_LANGUAGES),
  channel: z.enum(KEYWORD_CHANNELS),
  tags: tags.default([]),
})

export const keywordImportSchema = z.object({
  /** Applied to rows that name no language or channel of their own. */
  language: z.enum(TEXT_LANGUAGES),
  channel: z.enum(KEYWORD_CHANNELS),
  rows: z
    .array(
      z.object({
        rowNo: z.number().int().min(1),
        keyword: z.string().max(500),
        language: z.enum(TEXT_LANGUAGES).optional(),
        channel: z.enum(KEYWORD_CHANNELS).optional(),
        tags: tags.optional(),
      }),
    )
    .min(1)
    .max(KEYWORD_IMPORT_BATCH),
})
export type KeywordImportInput = z.infer<typeof keywordImportSchema>

export type KeywordRefusal = 'empty' | 'tooLong' | 'forbidden'

export interface KeywordImportResult {
  created: number
  /** Rows that were an existing keyword (or one earlier in the file): their tags were merged in. */
  merged: number
  refused: { rowNo: number; keyword: string; reason: KeywordRefusal; max?: number }[]
}

export const keywordUpdateSchema = z.object({
  id: z.string().min(1).max(64),
  version: z.number().int().min(1),
  tags,
})

export const keywordDeleteSchema = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(500) })

/** Goods, categories or both (the server refuses neither: 400 "choose goods or categories"). */
export const keywordAssignSchema = z.object({
  keywordIds: z.array(z.string().min(1).max(64)).min(1).max(200),
  goodsIds: z.array(z.string().min(1).max(64)).max(500).default([]),
  /** Goods named by their goods numbers (pasted from a spreadsheet). */
  goodsNos: z.array(z.string().trim().min(1).max(64)).max(500).default([]),
  /** Every goods in these product categories (and their sub-categories). */
  categoryIds: z.array(z.string().min(1).max(64)).max(50).default([]),
  /** Take the keywords off these goods instead of putting them on. */
  remove: z.boolean().default(false),
})

export interface KeywordAssignResult {
  goods: number
  changed: number
}

export const keywordHarvestSchema = z.object({
  /** How many of the most frequent words to keep. */
  limit: z.number().int().min(1).max(500).default(100),
})

export interface KeywordHarvestResult {
  created: number
  /** Words already in the library. */
  known: number
  /** Goods the harvested words were assigned to (their titles contain the word). */
  assignments: number
}

export const keywordListSchema = z.object({
  ...listParamsShape,
  keyword: z.string().trim().max(100).optional(),
  language: z.enum(TEXT_LANGUAGES).optional(),
  channel: z.enum(KEYWORD_CHANNELS).optional(),
  source: z.enum(KEYWORD_SOURCES).optional(),
  tag: z.string().trim().max(KEYWORD_TAG_MAX).optional(),
  /** Only the keywords assigned to this goods. */
  goodsId: z.string().max(64).optional(),
  sortField: z.enum(['createdAt', 'keyword', 'goodsCount']).optional(),
})
export type KeywordListParams = z.infer<typeof keywordListSchema>

export interface KeywordRow {
  id: string
  keyword: string
  language: TextLanguage
  channel: KeywordChannel
  source: KeywordSource
  tags: string[]
  goodsCount: number
  createdAt: string
  updatedAt: string
  version: number
}
