// SEO titles (issue 19 item 2): per goods and channel the title that will be listed, built from a
// pattern of the goods' facts and keywords or typed by hand, checked against the channel's length
// limit and forbidden words (CHANNEL_TEXT_RULES) as the seller types and again on the server.
import { z } from 'zod'
import { CHANNELS, type Channel } from './dictionaries'
import { listParamsShape } from './seo-common'

export const TITLE_PATHS = { save: '/seo/title/save', generate: '/seo/title/generate' } as const
export const TITLE_SOURCES = { list: 'seo_title_list' } as const

/** Placeholders a pattern may use, each filled from the goods in the channel's language. */
export const TITLE_TOKENS = ['brand', 'design', 'model', 'colour', 'category', 'keywords'] as const
export type TitleToken = (typeof TITLE_TOKENS)[number]
export const DEFAULT_TITLE_PATTERN = '{brand} {design} {model} {colour} {keywords}'

const tokenPattern = /\{([a-z]+)\}/g

/** The unknown placeholders of a pattern (empty when every one is known). */
export function unknownTokens(pattern: string): string[] {
  return [...pattern.matchAll(tokenPattern)]
    .map((match) => match[1] as string)
    .filter((token) => !(TITLE_TOKENS as readonly string[]).includes(token))
}

export const titlePatternSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((value) => /\{[a-z]+\}/.test(value) && unknownTokens(value).length === 0, {
    params: { i18n: 'title.badPattern' },
  })

export const titleSaveSchema = z.object({
  goodsId: z.string().min(1).max(64),
  channel: z.enum(CHANNELS),
  title: z.string().trim().min(1).max(1000),
  /** The version the edit was based on; absent for a goods that has no title on this channel yet. */
  version: z.number().int().min(1).optional(),
})

export const titleGenerateSchema = z.object({
  channel: z.enum(CHANNELS),
  pattern: titlePatternSchema,
  goodsIds: z.array(z.string().min(1).max(64)).min(1).max(500),
  /** Also rebuild titles typed by hand. */
  overwriteManual: z.boolean().default(false),
})

export interface TitleGenerateResult {
  written: number
  /** Titles typed by hand that were left alone. */
  keptManual: number
}

export const titleListSchema = z.object({
  ...listParamsShape,
  channel: z.enum(CHANNELS),
  /** Part of a goods number or title. */
  keyword: z.string().trim().max(100).optional(),
  /** 'none': no SEO title yet; 'manual' / 'pattern': how the title was made. */
  state: z.enum(['none', 'manual', 'pattern']).optional(),
  sortField: z.enum(['createdAt', 'updatedAt']).optional(),
})
export type TitleListParams = z.infer<typeof titleListSchema>

export interface TitleRow {
  /** The goods id (one row per goods). */
  id: string
  goodsNo: string
  goodsTitle: string
  channel: Channel
  title: string | null
  manual: boolean
  pattern: string
  version: number | null
  updatedAt: string | null
}
