// AI content (issue 19 item 3): titles, bullet points, descriptions and search terms per goods,
// channel and language, written by one provider — an OpenAI-compatible endpoint set by the server's
// environment, or the built-in rule-based writer — streamed to the screen, reviewed, then applied.
import { z } from 'zod'
import { CHANNELS, type Channel } from './dictionaries'
import { listParamsShape, TEXT_LANGUAGES, type TextLanguage } from './seo-common'

export const AI_PATHS = {
  /** Streams NDJSON lines (AiStreamEvent) — not the JSON envelope — once the writer has started. */
  generate: '/ai/content/generate',
  apply: '/ai/content/apply',
  discard: '/ai/content/discard',
  batch: '/ai/content/batch',
} as const

export const AI_SOURCES = {
  list: 'ai_content_list',
  provider: 'ai_provider_info',
  batches: 'ai_batch_list',
} as const

export const AI_PROVIDERS = ['builtin', 'openai'] as const
export type AiProviderKind = (typeof AI_PROVIDERS)[number]

export const AI_CONTENT_STATUSES = ['draft', 'applied', 'discarded'] as const
export type AiContentStatus = (typeof AI_CONTENT_STATUSES)[number]

export const AI_BULLETS_MAX = 5
export const AI_BULLET_MAX_CHARS = 500
export const AI_DESCRIPTION_MAX_CHARS = 2000

export interface AiTextsShape {
  title: string
  bullets: string[]
  description: string
  searchTerms: string
}

export const aiTextsSchema = z.object({
  title: z.string().trim().min(1).max(1000),
  bullets: z.array(z.string().trim().min(1).max(AI_BULLET_MAX_CHARS)).max(AI_BULLETS_MAX),
  description: z.string().trim().max(AI_DESCRIPTION_MAX_CHARS),
  searchTerms: z.string().trim().max(1000),
})

export const aiGenerateSchema = z.object({
  goodsId: z.string().min(1).max(64),
  channel: z.enum(CHANNELS),
  language: z.enum(TEXT_LANGUAGES),
})
export type AiGenerateInput = z.infer<typeof aiGenerateSchema>

export const aiApplySchema = z.object({
  id: z.string().min(1).max(64),
  version: z.number().int().min(1),
  /** The texts as the seller left them after review (edited or not). */
  texts: aiTextsSchema,
})

export const aiDiscardSchema = z.object({ id: z.string().min(1).max(64), version: z.number().int().min(1) })

export interface AiContentRow {
  id: string
  goodsId: string
  goodsNo: string
  goodsTitle: string
  channel: Channel
  language: TextLanguage
  provider: AiProviderKind
  model: string
  status: AiContentStatus
  texts: AiTextsShape
  promptTokens: number
  completionTokens: number
  createdAt: string
  appliedAt: string | null
  version: number
}

export const aiContentListSchema = z.object({
  ...listParamsShape,
  goodsId: z.string().max(64).optional(),
  channel: z.enum(CHANNELS).optional(),
  status: z.enum(AI_CONTENT_STATUSES).optional(),
  sortField: z.enum(['createdAt']).optional(),
})

export interface AiProviderInfo {
  provider: AiProviderKind
  /** The model name of the endpoint; the built-in writer's own name otherwise. */
  model: string
  /** Host (and port) of the endpoint — never its key. Null for the built-in writer. */
  endpointHost: string | null
  /** True when the endpoint is the local sandbox that `AI_SANDBOX=on` starts (not a real model). */
  sandbox: boolean
  /** Requests a tenant may make to the endpoint per UTC day; the built-in writer has no limit. */
  dailyLimit: number
  usedToday: number
  tokensToday: number
}

/** One line of the generate stream. */
export type AiStreamEvent =
  | { type: 'start'; provider: AiProviderKind; model: string }
  | { type: 'delta'; text: string }
  | { type: 'done'; content: AiContentRow; usage: { usedToday: number; dailyLimit: number } }
  | { type: 'error'; code: number; msg: string }

/** Background writing for many goods (a job of the generic runner, kind AI_BATCH_KIND). */
export const AI_BATCH_KIND = 'ai.content'
export const AI_BATCH_MAX_GOODS = 500

export const aiBatchSchema = z.object({
  goodsIds: z.array(z.string().min(1).max(64)).min(1).max(AI_BATCH_MAX_GOODS),
  channel: z.enum(CHANNELS),
  language: z.enum(TEXT_LANGUAGES),
})
export type AiBatchInput = z.infer<typeof aiBatchSchema>
