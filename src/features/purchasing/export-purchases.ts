// The purchase order export: every purchase order of the current filter, with both parties, the
// sales orders it buys for, amounts as plain numbers and the dates of each step.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PURCHASE_SOURCES, type PurchaseOrderRow } from '../../contract/purchasing'
import type { ExportColumn } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'
import { fetchPage } from '../../lib/paging'
import type { PurchaseListRequest } from './api/list-purchases'
import { PURCHASE_STATUS_LABELS } from './purchase-labels'

const HEADERS = {
  purchaseNo: msg`Purchase order no.`,
  status: msg`Status`,
  distributor: msg`Distributor`,
  supplier: msg`Supplier`,
  supplierKind: msg`Supplier type`,
  factory: msg`Factory`,
  saleOrders: msg`Sales orders`,
  items: msg`Items`,
  currency: msg`Currency`,
  amount: msg`Amount`,
  express: msg`Express company`,
  logisticsNo: msg`Logistics no.`,
  createdAt: msg`Created`,
  paidAt: msg`Paid`,
  shippedAt: msg`Shipped`,
}

export function purchaseExportColumns(
  i18n: I18n,
  expressLabel: (code: string | null | undefined) => string,
  locale: string,
): ExportColumn<PurchaseOrderRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('purchaseNo'), value: (row) => row.purchaseNo, width: 22 },
    { header: h('status'), value: (row) => i18n._(PURCHASE_STATUS_LABELS[row.status]), width: 12 },
    { header: h('distributor'), value: (row) => row.distributorName, width: 20 },
    { header: h('supplier'), value: (row) => row.supplierName, width: 20 },
    { header: h('supplierKind'), value: (row) => (row.supplierType === 1 ? h('factory') : h('supplier')), width: 10 },
    { header: h('saleOrders'), value: (row) => row.saleOrderNos.join(', '), width: 30 },
    { header: h('items'), value: (row) => row.itemCount, width: 8 },
    { header: h('currency'), value: (row) => row.currency, width: 8 },
    { header: h('amount'), value: (row) => Number(minorToMajor(row.totalAmount, row.currency)), width: 12 },
    { header: h('express'), value: (row) => (row.expressCode ? expressLabel(row.expressCode) : ''), width: 14 },
    { header: h('logisticsNo'), value: (row) => row.logisticsNo ?? '', width: 22 },
    { header: h('createdAt'), value: (row) => formatDateTime(row.createdAt, locale), width: 18 },
    { header: h('paidAt'), value: (row) => formatDateTime(row.paidAt, locale), width: 18 },
    { header: h('shippedAt'), value: (row) => formatDateTime(row.shippedAt, locale), width: 18 },
  ]
}

export const listPurchasePage = (request: PurchaseListRequest, signal?: AbortSignal) =>
  fetchPage<PurchaseOrderRow>(`/ds/list/${PURCHASE_SOURCES.orders}`, request, { signal })
