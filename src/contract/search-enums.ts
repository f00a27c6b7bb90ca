// Value lists the routes' search parsers read (src/features/*/…-search.ts). Kept apart from the
// contract modules that build zod schemas when loaded: the route tree is in the first page's boot
// chunk, and importing a constant from such a module brought zod and its schemas along (≈ 90 KiB
// minified, issue 21). The contract modules re-export these, so other code imports as before.
import { CHANNELS } from './dictionaries'

export const PUBLISH_STATES = ['to_publish', 'publishing', 'published', 'failed', 'delisted', 'deleted'] as const
export const SYNC_STATES = ['synced', 'not_synced'] as const
export const EXPORT_STATES = ['exported', 'not_exported'] as const

export const PRODUCT_CODE_STATUSES = ['unused', 'used'] as const

/** Languages a listing text is written in: Chinese, English and the channels' market languages. */
export const TEXT_LANGUAGES = ['zh', 'en', 'ru', 'fr'] as const

export const KEYWORD_CHANNELS = ['all', ...CHANNELS] as const
export const KEYWORD_SOURCES = ['typed', 'imported', 'harvested'] as const

/** The channels with a plaza screen (SPEC.md §2): their shops are where plaza goods go. */
export const PLAZA_CHANNELS = ['lazada', 'custom'] as const
