// The shipping list export: every shipment of the current filter, in CSV or XLSX.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_PAGE_SIZE } from '../../contract/constants'
import { fetchAllPages } from '../../lib/export/fetch-all-pages'
import { buildExportFile, type ExportColumn, type ExportFormat } from '../../lib/export/table-export'
import { listShipments, type ShipmentRow } from './api/list-shipments'
import type { ShippingLookups } from './lookups'
import { type ShippingSearch, shipmentRequest } from './shipping-search'

const HEADERS = {
  orderNo: msg`Order no.`,
  platformOrderNo: msg`Channel order no.`,
  shop: msg`Shop`,
  channel: msg`Channel`,
  express: msg`Express company`,
  trackingNo: msg`Tracking no.`,
  shippedAt: msg`Ship date`,
  buyer: msg`Buyer`,
  country: msg`Country`,
  region: msg`Region`,
  items: msg`Items`,
}

export function shipmentExportColumns(i18n: I18n, lookups: ShippingLookups): ExportColumn<ShipmentRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('orderNo'), value: (row) => row.orderNo, width: 22 },
    { header: h('platformOrderNo'), value: (row) => row.platformOrderNo, width: 22 },
    { header: h('shop'), value: (row) => row.shopName, width: 20 },
    { header: h('channel'), value: (row) => row.channel, width: 10 },
    { header: h('express'), value: (row) => lookups.expressLabel(row.expressCode), width: 16 },
    { header: h('trackingNo'), value: (row) => row.trackingNo, width: 22 },
    { header: h('shippedAt'), value: (row) => lookups.formatTime(row.shippedAt), width: 18 },
    { header: h('buyer'), value: (row) => row.buyerName, width: 18 },
    { header: h('country'), value: (row) => lookups.countryLabel(row.country), width: 12 },
    { header: h('region'), value: (row) => row.region.join(' / '), width: 24 },
    { header: h('items'), value: (row) => row.itemCount, width: 8 },
  ]
}

export async function exportShipments(options: {
  format: ExportFormat
  search: ShippingSearch
  columns: ExportColumn<ShipmentRow>[]
  onProgress: (done: number, total: number) => void
  signal: AbortSignal
  fileName: string
}): Promise<File> {
  const request = shipmentRequest(options.search)
  const rows = await fetchAllPages(
    (pageNo, pageSize, signal) => listShipments({ ...request, pageNo, pageSize }, signal),
    {
      chunkSize: MAX_PAGE_SIZE,
      signal: options.signal,
      onProgress: options.onProgress,
    },
  )
  return buildExportFile(options.format, rows, options.columns, options.fileName)
}
