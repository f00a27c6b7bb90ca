// The settlement records export: every settlement of the current filter with both parties, the
// period, counts, the amount as a plain number and the dates of each step.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SettlementRow } from '../../contract/settlement'
import type { ExportColumn } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'

const HEADERS = {
  settlementNo: msg`Settlement no.`,
  status: msg`Status`,
  distributor: msg`Distributor`,
  supplier: msg`Supplier`,
  raisedBy: msg`Raised by`,
  periodFrom: msg`Period from`,
  periodTo: msg`Period to`,
  orders: msg`Purchase orders`,
  items: msg`Items`,
  currency: msg`Currency`,
  amount: msg`Amount`,
  dispute: msg`Dispute reason`,
  createdAt: msg`Created`,
  confirmedAt: msg`Confirmed`,
  settledAt: msg`Settled`,
}

export function settlementExportColumns(
  i18n: I18n,
  statusLabel: (value: string | null | undefined) => string,
  locale: string,
): ExportColumn<SettlementRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('settlementNo'), value: (row) => row.settlementNo, width: 20 },
    { header: h('status'), value: (row) => statusLabel(row.status), width: 16 },
    { header: h('distributor'), value: (row) => row.distributorName, width: 20 },
    { header: h('supplier'), value: (row) => row.supplierName, width: 20 },
    {
      header: h('raisedBy'),
      value: (row) => (row.raisedBy === 'distributor' ? h('distributor') : h('supplier')),
      width: 10,
    },
    { header: h('periodFrom'), value: (row) => row.periodFrom, width: 12 },
    { header: h('periodTo'), value: (row) => row.periodTo, width: 12 },
    { header: h('orders'), value: (row) => row.orderCount, width: 8 },
    { header: h('items'), value: (row) => row.itemCount, width: 8 },
    { header: h('currency'), value: (row) => row.currency, width: 8 },
    { header: h('amount'), value: (row) => Number(minorToMajor(row.totalAmount, row.currency)), width: 12 },
    { header: h('dispute'), value: (row) => row.disputeReason ?? '', width: 28 },
    { header: h('createdAt'), value: (row) => formatDateTime(row.createdAt, locale), width: 18 },
    { header: h('confirmedAt'), value: (row) => formatDateTime(row.confirmedAt, locale), width: 18 },
    { header: h('settledAt'), value: (row) => formatDateTime(row.settledAt, locale), width: 18 },
  ]
}
