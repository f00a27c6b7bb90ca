// The payment records export: every row of the current filter, amounts as plain numbers (so a
// sheet can add them) with the currency in its own column.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SalePaymentRow } from '../../contract/orders'
import type { PaymentExportMarked } from '../../contract/payment-export'
import { exportList } from '../../lib/export/export-list'
import type { ExportColumn, ExportFormat } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'
import { listPayments } from './api/list-payments'
import { markPaymentsExported } from './api/mark-payments-exported'
import { type PaymentSearch, paymentListRequest } from './payment-search'

const HEADERS = {
  orderNo: msg`Order no.`,
  shop: msg`Shop`,
  channel: msg`Channel`,
  payPlatform: msg`Payment platform`,
  transactionNo: msg`Transaction no.`,
  currency: msg`Currency`,
  amount: msg`Amount`,
  paidAt: msg`Paid`,
  // The state before this export (which marks every row it holds): tells the new records apart.
  exported: msg`Exported before`,
  yes: msg`Yes`,
  no: msg`No`,
}

export function paymentExportColumns(
  i18n: I18n,
  payPlatformLabel: (value: string) => string,
  locale: string,
): ExportColumn<SalePaymentRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('orderNo'), value: (row) => row.orderNo, width: 22 },
    { header: h('shop'), value: (row) => row.shopName, width: 20 },
    { header: h('channel'), value: (row) => row.channel, width: 10 },
    { header: h('payPlatform'), value: (row) => payPlatformLabel(row.payPlatform), width: 14 },
    { header: h('transactionNo'), value: (row) => row.transactionNo, width: 26 },
    { header: h('currency'), value: (row) => row.currency, width: 8 },
    { header: h('amount'), value: (row) => Number(minorToMajor(row.amount, row.currency)), width: 12 },
    { header: h('paidAt'), value: (row) => formatDateTime(row.paidAt, locale), width: 18 },
    { header: h('exported'), value: (row) => (row.exported ? h('yes') : h('no')), width: 8 },
  ]
}

export async function exportPayments(options: {
  format: ExportFormat
  search: PaymentSearch
  columns: ExportColumn<SalePaymentRow>[]
  onProgress: (done: number, total: number) => void
  signal: AbortSignal
  fileName: string
  /** Told how many records this export turned to "exported" (the others already were). */
  onMarked: (result: PaymentExportMarked) => void
}): Promise<File> {
  const request = paymentListRequest(options.search)
  return exportList({
    ...options,
    fetchPage: (pageNo, pageSize, signal) => listPayments({ ...request, pageNo, pageSize }, signal),
    // The file is handed over only once the server has marked what it holds: a file whose records
    // still show "not exported" would be exported again by the next person.
    afterBuild: async (rows, signal) =>
      options.onMarked(
        await markPaymentsExported(
          rows.map((row) => row.id),
          signal,
        ),
      ),
  })
}
