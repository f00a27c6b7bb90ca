// Export records (issue 16 item 9, /platform/export/{channel}): a channel's bulk-upload file made by
// a background job from the chosen listings or the goods-per-channel filter, then downloaded.
import { z } from 'zod'
import type { Channel } from './dictionaries'
import { pageRequestSchema } from './envelope'
import { channelSchema, EXPORT_STATES, PUBLISH_STATES, SYNC_STATES } from './listing'

/** `expired`: the file was deleted after EXPORT_KEEP_DAYS (the record stays, as history). */
export const EXPORT_RECORD_STATES = ['queued', 'running', 'done', 'failed', 'expired'] as const
export type ExportRecordState = (typeof EXPORT_RECORD_STATES)[number]

export const LISTING_EXPORT_PATHS = {
  create: '/platform/export/create',
  list: '/platform/export/list',
  detail: '/platform/export/detail',
  download: '/platform/export/download',
  /** A short-lived signed address of the file, which the browser follows itself (no bearer token). */
  link: '/platform/export/link',
  /** Where that address points: the file, streamed, for whoever holds an unexpired signed token. */
  file: '/platform/export/file',
} as const

/** Days a finished export file is kept on the server before it is deleted (the record says so). */
export const EXPORT_KEEP_DAYS = 7

export interface ExportLink {
  /** Path under the API base, with the signed token. */
  url: string
  expiresAt: string
}

/** The file each channel's importer takes: Amazon's tab-separated flat file, CSVs, XLSX sheets. */
export const EXPORT_FILE_TYPES: Record<Channel, 'txt' | 'csv' | 'xlsx'> = {
  amazon: 'txt',
  shopify: 'csv',
  wm: 'csv',
  custom: 'csv',
  ozon: 'xlsx',
  tiktok: 'xlsx',
  shopee: 'xlsx',
  lazada: 'xlsx',
  cd: 'xlsx',
}

/** Most listings one export takes (a bigger catalogue is exported shop by shop or by date). */
export const MAX_EXPORT_LISTINGS = 50_000

const id = z.string().trim().min(1).max(64)

/** The goods-per-channel filter (the same fields as that screen's list call, without paging). */
export const exportFilterSchema = z.object({
  shopId: id.optional(),
  publishState: z.enum(PUBLISH_STATES).optional(),
  syncState: z.enum(SYNC_STATES).optional(),
  exportState: z.enum(EXPORT_STATES).optional(),
  keyword: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})
export type ExportFilter = z.infer<typeof exportFilterSchema>

/** Either the chosen listings or the filter: exactly one of the two. */
export const exportCreateSchema = z
  .object({
    channel: channelSchema,
    listingIds: z.array(id).min(1).max(1000).optional(),
    filter: exportFilterSchema.optional(),
  })
  .refine((input) => (input.listingIds === undefined) !== (input.filter === undefined), {
    message: 'rule.listingExport.oneSource',
    path: ['listingIds'],
  })
export type ExportCreateInput = z.infer<typeof exportCreateSchema>

export const exportListSchema = pageRequestSchema.extend({ channel: channelSchema })
export const exportIdSchema = z.object({ id })
/** The signed token of a download link (made by the server, read back by it). */
export const exportLinkSchema = z.object({ token: z.string().min(1).max(2000) })

export interface ExportRecordRow {
  id: string
  channel: Channel
  state: ExportRecordState
  fileName: string
  fileType: 'txt' | 'csv' | 'xlsx'
  /** Listings in the file. */
  count: number
  /** Listings written so far (progress while running). */
  processed: number
  /** Rows in the file below its header rows (one per variant, plus parent rows where the channel wants them). */
  rows: number
  /** Bytes on disk once done. */
  size: number
  /** Listings left out because their template is gone (they cannot be built). */
  skipped: number
  /** 0–100. */
  percent: number
  error: string | null
  createdAt: string
  finishedAt: string | null
  /** When a finished file is deleted (done), or was (expired); null before it is done. */
  expiresAt: string | null
}
