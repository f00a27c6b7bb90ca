// The statement export: one line per purchase order of a settlement (number, goods, quantity,
// amount, logistics), as CSV or XLSX.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SettlementDetail, SettlementLine } from '../../contract/settlement'
import { buildExportFile, type ExportColumn, type ExportFormat } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'

const HEADERS = {
  purchaseNo: msg`Purchase order no.`,
  goods: msg({ message: 'Goods', context: 'statement line' }),
  quantity: msg`Quantity`,
  currency: msg`Currency`,
  amount: msg`Amount`,
  express: msg`Express company`,
  logisticsNo: msg`Logistics no.`,
  shippedAt: msg`Shipped`,
}

export function statementColumns(i18n: I18n, currency: string, locale: string): ExportColumn<SettlementLine>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('purchaseNo'), value: (line) => line.purchaseNo, width: 22 },
    { header: h('goods'), value: (line) => line.goods, width: 40 },
    { header: h('quantity'), value: (line) => line.quantity, width: 10 },
    { header: h('currency'), value: () => currency, width: 8 },
    // A plain number, so sheets can sum it; the currency sits in its own column.
    { header: h('amount'), value: (line) => Number(minorToMajor(line.amount, currency)), width: 12 },
    { header: h('express'), value: (line) => line.expressCode ?? '', width: 10 },
    { header: h('logisticsNo'), value: (line) => line.logisticsNo ?? '', width: 22 },
    { header: h('shippedAt'), value: (line) => formatDateTime(line.shippedAt, locale), width: 18 },
  ]
}

export function exportStatement(i18n: I18n, settlement: SettlementDetail, format: ExportFormat, locale: string) {
  return buildExportFile(
    format,
    settlement.lines,
    statementColumns(i18n, settlement.currency, locale),
    `${settlement.settlementNo}`,
  )
}
