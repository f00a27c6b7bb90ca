// From a parsed file to the rows the server imports: which column feeds which field (guessed
// from the kind's known column names, changeable by the user), the mapped rows with the kind's
// conventions applied, the preview check, and batches that keep each order's rows together.
import {
  checkImportRow,
  IMPORT_BATCH_ROWS,
  IMPORT_FIELDS,
  IMPORT_KIND_CHANNEL,
  type ImportField,
  type ImportKind,
  type ImportRowProblem,
  parseAmount,
  parseQuantity,
  type RawImportRow,
} from '../../contract/order-import'
import { headerKey, KIND_SPECS, splitVariation } from './kinds'

export interface ParsedTable {
  headers: string[]
  /** Data rows (the header row excluded), cells as text. */
  rows: string[][]
  /** Spreadsheet row number of rows[0]; 2 when the header is the first row. */
  firstRowNo?: number
}

export type MappingTarget = ImportField | 'variation'
/** Column index per field; absent = not in the file. */
export type ColumnMapping = Partial<Record<MappingTarget, number>>

export interface MappedRow {
  /** Row number in the file as a spreadsheet shows it (the header is row 1). */
  rowNo: number
  raw: RawImportRow
}

export interface ShopChoice {
  id: string
  name: string
  channel: string
}

export function guessMapping(headers: readonly string[], kind: ImportKind): ColumnMapping {
  const spec = KIND_SPECS[kind]
  const keys = headers.map(headerKey)
  const mapping: ColumnMapping = {}
  const find = (names: readonly string[] | undefined) => {
    for (const name of names ?? []) {
      const index = keys.indexOf(headerKey(name))
      if (index >= 0) return index
    }
    return undefined
  }
  for (const field of IMPORT_FIELDS) {
    const index = find(spec.columns[field])
    if (index !== undefined) mapping[field] = index
  }
  const variation = find(spec.variation)
  if (variation !== undefined) mapping.variation = variation
  return mapping
}

const cell = (row: readonly string[], index: number | undefined) =>
  index === undefined ? '' : (row[index] ?? '').trim()

/** Line total ÷ quantity, to the cent; the text as it was when either is not a number. */
function unitFromLineTotal(total: string, quantity: string): string {
  const minor = parseAmount(total)
  const n = parseQuantity(quantity)
  if (minor === null || n === null) return total
  return (Math.round(minor / n) / 100).toFixed(2)
}

export function mapRows(
  table: ParsedTable,
  mapping: ColumnMapping,
  kind: ImportKind,
  options: { defaultShop?: string } = {},
): MappedRow[] {
  const spec = KIND_SPECS[kind]
  const seenOrders = new Set<string>()
  const out: MappedRow[] = []
  table.rows.forEach((cells, index) => {
    if (cells.every((value) => (value ?? '').trim() === '')) return
    const raw: RawImportRow = {}
    for (const field of IMPORT_FIELDS) {
      const value = cell(cells, mapping[field])
      const fallback = field === 'shop' ? options.defaultShop : spec.defaults?.[field]
      raw[field] = value !== '' ? value : (fallback ?? '')
    }
    const variation = cell(cells, mapping.variation)
    if (variation) {
      const parts = splitVariation(variation)
      if (!raw.color) raw.color = parts.color
      if (!raw.size) raw.size = parts.size
    }
    if (spec.priceIsLineTotal && raw.unitPrice && raw.quantity) {
      raw.unitPrice = unitFromLineTotal(raw.unitPrice, raw.quantity)
    }
    if (spec.orderLevelFees) {
      const orderKey = `${raw.shop}\u0000${raw.orderNo}`
      if (seenOrders.has(orderKey)) {
        raw.shippingFee = ''
        raw.discount = ''
      }
      seenOrders.add(orderKey)
    }
    out.push({ rowNo: index + (table.firstRowNo ?? 2), raw })
  })
  return out
}

export interface PreviewRow extends MappedRow {
  problems: ImportRowProblem[]
}

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/** The shared row check, plus the shop check the app can make with the shop list it has. */
export function previewRows(
  rows: readonly MappedRow[],
  kind: ImportKind,
  shops: readonly ShopChoice[] | null,
  now = new Date(),
): PreviewRow[] {
  return rows.map((row) => {
    const check = checkImportRow(row.raw, now)
    const problems = check.ok ? [] : [...check.problems]
    const shopText = (row.raw.shop ?? '').trim()
    if (shops && shopText !== '' && !problems.some((item) => item.field === 'shop')) {
      const byId = shops.find((shop) => shop.id === shopText)
      const named = byId ? [byId] : shops.filter((shop) => normal(shop.name) === normal(shopText))
      const channel = IMPORT_KIND_CHANNEL[kind]
      if (named.length === 0) problems.push({ field: 'shop', problem: 'unknownShop' })
      else if (named.length > 1) problems.push({ field: 'shop', problem: 'ambiguousShop' })
      else if (channel && named[0]?.channel !== channel) problems.push({ field: 'shop', problem: 'wrongChannel' })
    }
    return { ...row, problems }
  })
}

/** Batches of at most `max` rows; an order's rows stay in one batch (unless it alone is larger). */
export function toBatches<T extends MappedRow>(rows: readonly T[], max = IMPORT_BATCH_ROWS): T[][] {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const key = `${normal(row.raw.shop ?? '')}\u0000${(row.raw.orderNo ?? '').trim()}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const batches: T[][] = []
  let current: T[] = []
  for (const group of groups.values()) {
    if (current.length + group.length > max && current.length > 0) {
      batches.push(current)
      current = []
    }
    for (const row of group) {
      if (current.length === max) {
        batches.push(current)
        current = []
      }
      current.push(row)
    }
  }
  if (current.length > 0) batches.push(current)
  return batches
}
