// SEO and listing texts (issue 19 items 1–3): the keyword library and which goods use each word,
// the SEO title per goods and channel, AI-written content (every draft kept as the goods' history)
// with the texts applied per goods, channel and language, and the per-tenant daily AI usage.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { goods } from './goods'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })
const goodsRef = () =>
  text('goods_id')
    .notNull()
    .references(() => goods.id, { onDelete: 'cascade' })

export const seoKeywords = pgTable(
  'seo_keywords',
  {
    id: idColumn(),
    did: tenant(),
    keyword: text('keyword').notNull(),
    /** keywordKey() of the contract: case- and width-folded, for merging duplicates. */
    key: text('key').notNull(),
    /** TextLanguage. */
    language: text('language').notNull(),
    /** A Channel, or 'all' for a word used on every channel. */
    channel: text('channel').notNull(),
    /** KeywordSource: 'typed' | 'imported' | 'harvested'. */
    source: text('source').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    goodsCount: integer('goods_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('seo_keywords_did_lang_channel_key_uq').on(t.did, t.language, t.channel, t.key),
    index('seo_keywords_did_created_idx').on(t.did, t.createdAt),
  ],
)

export const seoKeywordGoods = pgTable(
  'seo_keyword_goods',
  {
    did: tenant(),
    keywordId: text('keyword_id')
      .notNull()
      .references(() => seoKeywords.id, { onDelete: 'cascade' }),
    goodsId: goodsRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.keywordId, t.goodsId] }),
    index('seo_keyword_goods_did_goods_idx').on(t.did, t.goodsId),
  ],
)

export const seoTitles = pgTable(
  'seo_titles',
  {
    id: idColumn(),
    did: tenant(),
    goodsId: goodsRef(),
    channel: text('channel').notNull(),
    title: text('title').notNull(),
    /** The pattern it was built from; empty when typed by hand. */
    pattern: text('pattern').notNull().default(''),
    /** Typed or edited by hand: bulk regeneration leaves it alone unless asked. */
    manual: boolean('manual').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('seo_titles_did_goods_channel_uq').on(t.did, t.goodsId, t.channel),
    index('seo_titles_did_channel_updated_idx').on(t.did, t.channel, t.updatedAt),
  ],
)

export interface AiTexts {
  title: string
  bullets: string[]
  description: string
  searchTerms: string
}

export const aiContents = pgTable(
  'ai_contents',
  {
    id: idColumn(),
    did: tenant(),
    goodsId: goodsRef(),
    channel: text('channel').notNull(),
    language: text('language').notNull(),
    /** 'builtin' | 'openai'. */
    provider: text('provider').notNull(),
    model: text('model').notNull().default(''),
    /** AiContentStatus: 'draft' | 'applied' | 'discarded'. */
    status: text('status').notNull().default('draft'),
    texts: jsonb('texts').$type<AiTexts>().notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdBy: text('created_by'),
    /** The Idempotency-Key of the generate call: a retried call answers this draft again. */
    requestKey: text('request_key'),
    createdAt: createdAt(),
    appliedAt: instant('applied_at'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('ai_contents_did_goods_created_idx').on(t.did, t.goodsId, t.createdAt),
    uniqueIndex('ai_contents_did_request_key_uq').on(t.did, t.requestKey),
  ],
)

/** The texts in force for a goods on a channel in a language (what listings send). */
export const goodsTexts = pgTable(
  'goods_texts',
  {
    did: tenant(),
    goodsId: goodsRef(),
    channel: text('channel').notNull(),
    language: text('language').notNull(),
    texts: jsonb('texts').$type<AiTexts>().notNull(),
    aiContentId: text('ai_content_id'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.channel, t.language] }), index('goods_texts_did_idx').on(t.did)],
)

/** AI requests per tenant per UTC day: the daily limit is checked and counted in one statement. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    did: tenant(),
    day: text('day').notNull(),
    requests: integer('requests').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.did, t.day] })],
)

export type SeoKeywordRecord = typeof seoKeywords.$inferSelect
export type SeoTitleRecord = typeof seoTitles.$inferSelect
export type AiContentRecord = typeof aiContents.$inferSelect
