// The goods export: every row of the current filter, with the columns a seller reads in a sheet.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_PAGE_SIZE } from '../../contract/constants'
import type { GoodsRow } from '../../contract/goods'
import { fetchAllPages } from '../../lib/export/fetch-all-pages'
import { buildExportFile, type ExportColumn, type ExportFormat } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'
import { goodsStatusLabel } from '../../lookups/goods-labels'
import { listGoods } from './api/list-goods'
import { type GoodsSearch, goodsListRequest } from './goods-search'

const HEADERS = {
  goodsNo: msg`Goods no.`,
  title: msg`Title`,
  product: msg`Product model`,
  shop: msg`Shop`,
  channel: msg`Channel`,
  brand: msg`Brand`,
  status: msg`Status`,
  recommended: msg`Recommended`,
  brandRecommended: msg`Brand recommended`,
  minPrice: msg`Lowest price (CNY)`,
  maxPrice: msg`Highest price (CNY)`,
  updatedAt: msg`Updated`,
}

export function goodsExportColumns(i18n: I18n, locale: string): ExportColumn<GoodsRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  const yes = (value: boolean) => (value ? '✓' : '')
  return [
    { header: h('goodsNo'), value: (row) => row.goodsNo, width: 14 },
    { header: h('title'), value: (row) => row.title, width: 40 },
    { header: h('product'), value: (row) => row.productTitle, width: 28 },
    { header: h('shop'), value: (row) => row.shopName, width: 24 },
    { header: h('channel'), value: (row) => row.channel, width: 10 },
    { header: h('brand'), value: (row) => row.brandName ?? '' },
    { header: h('status'), value: (row) => goodsStatusLabel(i18n, row.status), width: 12 },
    { header: h('recommended'), value: (row) => yes(row.recommended), width: 8 },
    { header: h('brandRecommended'), value: (row) => yes(row.brandRecommended), width: 8 },
    { header: h('minPrice'), value: (row) => Number(minorToMajor(row.minPrice, 'CNY')), width: 12 },
    { header: h('maxPrice'), value: (row) => Number(minorToMajor(row.maxPrice, 'CNY')), width: 12 },
    { header: h('updatedAt'), value: (row) => formatDateTime(row.updatedAt, locale), width: 18 },
  ]
}

export async function exportGoods(options: {
  format: ExportFormat
  search: GoodsSearch
  columns: ExportColumn<GoodsRow>[]
  onProgress: (done: number, total: number) => void
  signal: AbortSignal
  fileName: string
}): Promise<File> {
  const request = goodsListRequest(options.search)
  const rows = await fetchAllPages((pageNo, pageSize, signal) => listGoods({ ...request, pageNo, pageSize }, signal), {
    chunkSize: MAX_PAGE_SIZE,
    signal: options.signal,
    onProgress: options.onProgress,
  })
  return buildExportFile(options.format, rows, options.columns, options.fileName)
}
