// The product codes export: every code of the current filter, with its state and goods.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_PAGE_SIZE } from '../../contract/constants'
import type { ProductCodeRow } from '../../contract/product-codes'
import { fetchAllPages } from '../../lib/export/fetch-all-pages'
import { buildExportFile, type ExportColumn, type ExportFormat } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { listCodes } from './api/codes'
import { type CodeSearch, codeRequest } from './code-search'
import { KIND_LABELS, STATUS_LABELS } from './labels'

const HEADERS = {
  code: msg`Code`,
  kind: msg`Kind`,
  status: msg`State`,
  goodsNo: msg`Goods no.`,
  goodsTitle: msg`Goods`,
  sku: msg`SKU`,
  usedAt: msg`Used at`,
  createdAt: msg`Imported at`,
}

export function codeExportColumns(i18n: I18n, locale: string): ExportColumn<ProductCodeRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    // As text, so spreadsheets keep leading zeros and do not show 6.9E+12.
    { header: h('code'), value: (row) => row.code, width: 16 },
    { header: h('kind'), value: (row) => KIND_LABELS[row.kind], width: 9 },
    { header: h('status'), value: (row) => i18n._(STATUS_LABELS[row.status]), width: 9 },
    { header: h('goodsNo'), value: (row) => row.goodsNo ?? '', width: 16 },
    { header: h('goodsTitle'), value: (row) => row.goodsTitle ?? '', width: 32 },
    { header: h('sku'), value: (row) => row.sku ?? '', width: 30 },
    { header: h('usedAt'), value: (row) => (row.usedAt ? formatDateTime(row.usedAt, locale) : ''), width: 18 },
    { header: h('createdAt'), value: (row) => formatDateTime(row.createdAt, locale), width: 18 },
  ]
}

export async function exportCodes(options: {
  format: ExportFormat
  search: CodeSearch
  columns: ExportColumn<ProductCodeRow>[]
  onProgress: (done: number, total: number) => void
  signal: AbortSignal
  fileName: string
}): Promise<File> {
  const request = codeRequest(options.search)
  const rows = await fetchAllPages((pageNo, pageSize, signal) => listCodes({ ...request, pageNo, pageSize }, signal), {
    chunkSize: MAX_PAGE_SIZE,
    signal: options.signal,
    onProgress: options.onProgress,
  })
  return buildExportFile(options.format, rows, options.columns, options.fileName)
}
