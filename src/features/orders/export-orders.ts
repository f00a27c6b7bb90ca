// The order export: every row of the current filter, with the columns a seller reads in a sheet.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_PAGE_SIZE } from '../../contract/constants'
import type { SaleOrderRow } from '../../contract/orders'
import { fetchAllPages } from '../../lib/export/fetch-all-pages'
import { buildExportFile, type ExportColumn, type ExportFormat } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'
import { listOrders } from './api/list-orders'
import { type OrderSearch, orderListRequest } from './order-search'
import type { OrderLookups } from './types'

const HEADERS = {
  orderNo: msg`Order no.`,
  platformOrderNo: msg`Channel order no.`,
  shop: msg`Shop`,
  channel: msg`Channel`,
  source: msg`Source`,
  buyer: msg`Buyer`,
  country: msg`Country`,
  items: msg`Items`,
  currency: msg`Currency`,
  total: msg`Total`,
  status: msg`Status`,
  express: msg`Express company`,
  trackingNo: msg`Tracking no.`,
  createdAt: msg`Created`,
  paidAt: msg`Paid`,
  shippedAt: msg`Shipped`,
}

export function orderExportColumns(
  i18n: I18n,
  lookups: Pick<OrderLookups, 'statusLabel' | 'sourceLabel' | 'countryLabel' | 'expressLabel'>,
  locale: string,
): ExportColumn<SaleOrderRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('orderNo'), value: (row) => row.orderNo, width: 22 },
    { header: h('platformOrderNo'), value: (row) => row.platformOrderNo, width: 22 },
    { header: h('shop'), value: (row) => row.shopName, width: 20 },
    { header: h('channel'), value: (row) => row.channel, width: 10 },
    { header: h('source'), value: (row) => lookups.sourceLabel(row.source) },
    { header: h('buyer'), value: (row) => row.buyerName },
    { header: h('country'), value: (row) => lookups.countryLabel(row.country) },
    { header: h('items'), value: (row) => row.itemCount, width: 8 },
    { header: h('currency'), value: (row) => row.currency, width: 8 },
    // A plain number, so sheets can sum it; the currency sits in its own column.
    { header: h('total'), value: (row) => Number(minorToMajor(row.totalAmount, row.currency)), width: 12 },
    { header: h('status'), value: (row) => lookups.statusLabel(row.status), width: 10 },
    { header: h('express'), value: (row) => lookups.expressLabel(row.expressCode) },
    { header: h('trackingNo'), value: (row) => row.trackingNo ?? '', width: 22 },
    { header: h('createdAt'), value: (row) => formatDateTime(row.createdAt, locale), width: 18 },
    { header: h('paidAt'), value: (row) => formatDateTime(row.paidAt, locale), width: 18 },
    { header: h('shippedAt'), value: (row) => formatDateTime(row.shippedAt, locale), width: 18 },
  ]
}

export async function exportOrders(options: {
  format: ExportFormat
  search: OrderSearch
  columns: ExportColumn<SaleOrderRow>[]
  onProgress: (done: number, total: number) => void
  signal: AbortSignal
  fileName: string
}): Promise<File> {
  const request = orderListRequest(options.search)
  const rows = await fetchAllPages((pageNo, pageSize, signal) => listOrders({ ...request, pageNo, pageSize }, signal), {
    chunkSize: MAX_PAGE_SIZE,
    signal: options.signal,
    onProgress: options.onProgress,
  })
  return buildExportFile(options.format, rows, options.columns, options.fileName)
}
