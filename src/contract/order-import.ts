// Order import (issue 3): the kinds of file, the canonical columns every kind is mapped onto, the
// row check shared by the app's preview and the server, and the calls' request and answer shapes.
//
// A file row, once its columns are mapped, is a record of canonical fields as text. `checkImportRow`
// turns it into typed values or into problems (field + stable problem code) that the app and the
// server each translate, so a bad row reads the same in the preview and in the result report.
// Several rows with the same order number (and shop) are the lines of one order.
import { z } from 'zod'
import type { Channel } from './dictionaries'
import { pageRequestSchema } from './envelope'
import type { PermissionKey } from './permissions'

export const IMPORT_KINDS = ['common', 'amazon', 'native', 'tyzb', 'laizand', 'erp', 'custom', 'tiktok'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

/** Permission key of each kind's screen and call (action `import`). */
export const IMPORT_PERMISSIONS: Record<ImportKind, PermissionKey> = {
  common: 'platform_batch_import',
  amazon: 'platform_amazon_import',
  native: 'platform_native_import',
  tyzb: 'platform_dyzb_import',
  laizand: 'platform_laizand_import',
  erp: 'platform_third_erp_import',
  custom: 'platform_custom_import',
  tiktok: 'platform_tiktok_import',
}

export const IMPORT_FIELDS = [
  'orderNo',
  'shop',
  'orderDate',
  'paidAt',
  'buyerName',
  'phone',
  'country',
  'province',
  'city',
  'address',
  'postcode',
  'sku',
  'title',
  'color',
  'size',
  'quantity',
  'unitPrice',
  'currency',
  'shippingFee',
  'discount',
  'buyerNote',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** Fields a row cannot do without (the shop may come from the screen's default shop instead). */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = [
  'orderNo',
  'shop',
  'buyerName',
  'country',
  'address',
  'sku',
  'title',
  'quantity',
  'unitPrice',
]

/** Rows per call: one transaction each. The app keeps an order's rows in one batch. */
export const IMPORT_BATCH_ROWS = 200
/** Rows of one file. */
export const IMPORT_MAX_ROWS = 10_000
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024
export const IMPORT_FILE_NAME_MAX = 200
/** The named data source of recent imports. */
export const SALE_IMPORT_SOURCE = 'sale_import'

/** Kinds whose files come from one sales channel: their shop must be on it. */
export const IMPORT_KIND_CHANNEL: Partial<Record<ImportKind, Channel>> = {
  amazon: 'amazon',
  tiktok: 'tiktok',
  laizand: 'lazada',
}

export const IMPORT_PATHS = {
  start: (kind: ImportKind) => `/platform/sale/import/${kind}/start`,
  batch: (kind: ImportKind) => `/platform/sale/import/${kind}`,
}

/** Why a row cannot be imported. The first group the app can tell from the row itself. */
export type ImportProblem =
  | 'required'
  | 'tooLong'
  | 'badQuantity'
  | 'badAmount'
  | 'badDate'
  | 'futureDate'
  | 'badCountry'
  | 'badCurrency'
  // Known only to the server:
  | 'unknownShop'
  | 'ambiguousShop'
  | 'wrongChannel'
  | 'unknownCountry'
  | 'unknownCurrency'
  | 'orderMismatch'
  | 'orderHasBadRow'

export interface ImportRowProblem {
  field: ImportField | null
  problem: ImportProblem
}

const MAX_TEXT: Record<ImportField, number> = {
  orderNo: 64,
  shop: 120,
  orderDate: 40,
  paidAt: 40,
  buyerName: 100,
  phone: 40,
  country: 60,
  province: 100,
  city: 100,
  address: 300,
  postcode: 20,
  sku: 64,
  title: 200,
  color: 40,
  size: 20,
  quantity: 12,
  unitPrice: 20,
  currency: 3,
  shippingFee: 20,
  discount: 20,
  buyerNote: 500,
}

export const MAX_QUANTITY = 9999
/** Largest amount of one value in major units (keeps sums far below 2^53 minor units). */
export const MAX_AMOUNT_MAJOR = 10_000_000

/** "1,234.50", "12.5", "12" → minor units; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  let value = text.trim().replace(/\s/g, '')
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value)) value = value.replaceAll(',', '')
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  const major = Number(match[1])
  if (major > MAX_AMOUNT_MAJOR) return null
  return major * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A whole number from 1 to MAX_QUANTITY ("2", "2.0"); null otherwise. */
export function parseQuantity(text: string): number | null {
  const match = /^(\d+)(?:\.0+)?$/.exec(text.trim())
  if (!match) return null
  const n = Number(match[1])
  return n >= 1 && n <= MAX_QUANTITY ? n : null
}

/**
 * Dates as the marketplaces write them: ISO (with or without zone), "2026-05-01 10:00[:00]",
 * "2026/05/01 10:00", and TikTok's US "05/01/2026 10:00:00 AM". A time without a zone is read as
 * China Standard Time (UTC+8), the sellers' business time zone. Null when it is not a date.
 */
export function parseImportDate(text: string): Date | null {
  const value = text.trim()
  let m =
    /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      value,
    )
  let parts: number[] | null = null
  let zone: string | undefined
  if (m) {
    parts = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number)
    zone = m[7]
  } else {
    m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?)?$/i.exec(value)
    if (!m) return null
    let hour = Number(m[4] ?? '0')
    const half = m[7]?.toUpperCase()
    if (half && (hour < 1 || hour > 12)) return null
    if (half === 'PM' && hour < 12) hour += 12
    if (half === 'AM' && hour === 12) hour = 0
    parts = [Number(m[3]), Number(m[1]), Number(m[2]), hour, Number(m[5] ?? '0'), Number(m[6] ?? '0')]
  }
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null
  let offsetMinutes = 8 * 60
  if (zone) {
    if (zone.toUpperCase() === 'Z') offsetMinutes = 0
    else {
      const sign = zone.startsWith('-') ? -1 : 1
      const digits = zone.slice(1).replace(':', '')
      offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)))
    }
  }
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000
  const date = new Date(utc)
  // 2026-02-31 rolls over to March: not a real date.
  const local = new Date(utc + offsetMinutes * 60_000)
  if (local.getUTCDate() !== day || local.getUTCMonth() !== month - 1) return null
  return date
}

/** An import row as typed values, amounts in minor units. */
export interface CheckedImportRow {
  orderNo: string
  shop: string
  orderDate: Date | null
  paidAt: Date | null
  buyerName: string
  phone: string
  /** As written: an ISO code or a country name; the server resolves it. */
  country: string
  province: string
  city: string
  address: string
  postcode: string
  sku: string
  title: string
  color: string
  size: string
  quantity: number
  unitPrice: number
  /** ISO 4217 code, or '' for the country's own currency. */
  currency: string
  shippingFee: number
  discount: number
  buyerNote: string
}

export type RawImportRow = Partial<Record<ImportField, string>>

export type ImportRowCheck = { ok: true; row: CheckedImportRow } | { ok: false; problems: ImportRowProblem[] }

const AMOUNT_FIELDS = new Set<ImportField>(['unitPrice', 'shippingFee', 'discount'])
const DATE_FIELDS = new Set<ImportField>(['orderDate', 'paidAt'])
/** Allow a day of clock skew and time zones before calling a date "in the future". */
const FUTURE_SLACK_MS = 86_400_000

/** Checks one mapped row. `now` is passed in so tests and the server agree on "the future". */
export function checkImportRow(raw: RawImportRow, now = new Date()): ImportRowCheck {
  const problems: ImportRowProblem[] = []
  const text = (field: ImportField) => (raw[field] ?? '').trim()
  const out: Partial<Record<ImportField, unknown>> = {}
  for (const field of IMPORT_FIELDS) {
    const value = text(field)
    if (value === '') {
      if (REQUIRED_IMPORT_FIELDS.includes(field)) problems.push({ field, problem: 'required' })
      out[field] = AMOUNT_FIELDS.has(field) ? 0 : DATE_FIELDS.has(field) ? null : ''
      continue
    }
    if (value.length > MAX_TEXT[field] && field !== 'currency' && field !== 'country') {
      problems.push({ field, problem: 'tooLong' })
      continue
    }
    if (field === 'quantity') {
      const n = parseQuantity(value)
      if (n === null) problems.push({ field, problem: 'badQuantity' })
      out[field] = n
    } else if (AMOUNT_FIELDS.has(field)) {
      const n = parseAmount(value)
      if (n === null) problems.push({ field, problem: 'badAmount' })
      out[field] = n
    } else if (DATE_FIELDS.has(field)) {
      const date = parseImportDate(value)
      if (!date) problems.push({ field, problem: 'badDate' })
      else if (date.getTime() > now.getTime() + FUTURE_SLACK_MS) problems.push({ field, problem: 'futureDate' })
      out[field] = date
    } else if (field === 'currency') {
      if (!/^[A-Za-z]{3}$/.test(value)) problems.push({ field, problem: 'badCurrency' })
      out[field] = value.toUpperCase()
    } else if (field === 'country') {
      if (value.length > MAX_TEXT.country || /[\d@#$%^*<>{}]/.test(value))
        problems.push({ field, problem: 'badCountry' })
      out[field] = value
    } else {
      out[field] = value
    }
  }
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, row: out as CheckedImportRow }
}

// ——— calls ———

const rawRowShape = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, z.string().max(2000).optional()])) as {
  [K in ImportField]: z.ZodOptional<z.ZodString>
}

export const importStartSchema = z.object({
  fileName: z.string().trim().min(1).max(IMPORT_FILE_NAME_MAX),
  totalRows: z.number().int().min(1).max(IMPORT_MAX_ROWS),
})

export const importBatchSchema = z.object({
  importId: z.string().trim().min(1).max(64),
  rows: z
    .array(
      z.object({
        rowNo: z
          .number()
          .int()
          .min(1)
          .max(IMPORT_MAX_ROWS + 1),
        ...rawRowShape,
      }),
    )
    .min(1)
    .max(IMPORT_BATCH_ROWS),
})
export type ImportBatchInput = z.input<typeof importBatchSchema>

export type ImportRowStatus = 'created' | 'duplicate' | 'failed'

export interface ImportRowResult {
  rowNo: number
  status: ImportRowStatus
  /** The external (platform) order number of the row. */
  externalNo: string
  /** The console's order of this row: the new one, or for a duplicate the existing one. */
  orderId: string | null
  orderNo: string | null
  /** Why it failed, in the caller's language. */
  message: string
  problems: ImportRowProblem[]
}

export interface ImportCounts {
  totalRows: number
  processedRows: number
  createdOrders: number
  duplicateOrders: number
  failedRows: number
}

export interface SaleImportRow extends ImportCounts {
  id: string
  kind: ImportKind
  fileName: string
  by: string
  createdAt: string
  updatedAt: string
}

export interface ImportBatchResult {
  results: ImportRowResult[]
  /** The import's totals after this batch. */
  import: SaleImportRow
}

export const saleImportListSchema = pageRequestSchema.extend({
  kind: z.enum(IMPORT_KINDS).optional(),
  sortField: z.enum(['createdAt']).optional(),
})
