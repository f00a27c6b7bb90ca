// The refund export: every refund of the current filter, names rather than codes, amounts as
// plain numbers with the currency in its own column (a sheet can add them).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SaleRefundRow } from '../../contract/orders'
import type { ExportColumn } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'
import { REFUND_TYPE_LABELS } from './order-labels'
import type { OrderLookups } from './types'

const HEADERS = {
  refundNo: msg`Refund no.`,
  orderNo: msg`Order no.`,
  shop: msg`Shop`,
  channel: msg`Channel`,
  type: msg`After-sales type`,
  status: msg`Status`,
  currency: msg`Currency`,
  amount: msg`Refund amount`,
  reason: msg`Reason`,
  rejectReason: msg`Reason for rejection`,
  createdAt: msg`Created`,
  updatedAt: msg`Updated`,
}

export function refundExportColumns(
  i18n: I18n,
  lookups: Pick<OrderLookups, 'refundStatusLabel' | 'channelLabel'>,
  locale: string,
): ExportColumn<SaleRefundRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('refundNo'), value: (row) => row.refundNo, width: 20 },
    { header: h('orderNo'), value: (row) => row.orderNo, width: 22 },
    { header: h('shop'), value: (row) => row.shopName, width: 20 },
    { header: h('channel'), value: (row) => lookups.channelLabel(row.channel), width: 12 },
    { header: h('type'), value: (row) => i18n._(REFUND_TYPE_LABELS[row.type]), width: 14 },
    { header: h('status'), value: (row) => lookups.refundStatusLabel(row.status), width: 12 },
    { header: h('currency'), value: (row) => row.currency, width: 8 },
    { header: h('amount'), value: (row) => Number(minorToMajor(row.amount, row.currency)), width: 12 },
    { header: h('reason'), value: (row) => row.reason, width: 36 },
    { header: h('rejectReason'), value: (row) => row.rejectReason ?? '', width: 28 },
    { header: h('createdAt'), value: (row) => formatDateTime(row.createdAt, locale), width: 18 },
    { header: h('updatedAt'), value: (row) => formatDateTime(row.updatedAt, locale), width: 18 },
  ]
}
