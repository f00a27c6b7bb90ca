// Exports of the finance screens: the ledger flows (finance items) and the top-up records of the
// current filter. Amounts are plain numbers (signed for flows) with the currency in its own column.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FINANCE_PATHS, FINANCE_SOURCES, type FinanceFlowRow, type RechargeRow } from '../../contract/finance'
import type { ExportColumn } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'
import { fetchPage } from '../../lib/paging'
import type { FlowListRequest } from './api/list-flows'
import type { RechargeListRequest } from './api/recharges'

type Label = (value: string | null | undefined) => string

const HEADERS = {
  time: msg`Time`,
  account: msg`Account`,
  type: msg`Type`,
  currency: msg`Currency`,
  amount: msg`Amount`,
  balanceAfter: msg`Balance after`,
  reference: msg`Reference`,
  rechargeNo: msg`Top-up no.`,
  platform: msg`Paid through`,
  transferRef: msg`Transfer reference`,
  status: msg`Status`,
  remark: msg`Remark`,
  rejectReason: msg`Reason for rejection`,
  requestedBy: msg`Requested by`,
  reviewedBy: msg`Reviewed by`,
  reviewedAt: msg`Reviewed`,
  createdAt: msg`Created`,
}
const header = (i18n: I18n) => (key: keyof typeof HEADERS) => i18n._(HEADERS[key])

export function flowExportColumns(i18n: I18n, typeLabel: Label, locale: string): ExportColumn<FinanceFlowRow>[] {
  const h = header(i18n)
  return [
    { header: h('time'), value: (row) => formatDateTime(row.createdAt, locale), width: 18 },
    { header: h('account'), value: (row) => row.accountName, width: 20 },
    { header: h('type'), value: (row) => typeLabel(row.type), width: 14 },
    { header: h('currency'), value: (row) => row.currency, width: 8 },
    { header: h('amount'), value: (row) => Number(minorToMajor(row.amount, row.currency)), width: 12 },
    { header: h('balanceAfter'), value: (row) => Number(minorToMajor(row.balanceAfter, row.currency)), width: 12 },
    { header: h('reference'), value: (row) => row.note, width: 36 },
  ]
}

export function rechargeExportColumns(
  i18n: I18n,
  labels: { status: Label; platform: Label },
  locale: string,
): ExportColumn<RechargeRow>[] {
  const h = header(i18n)
  return [
    { header: h('rechargeNo'), value: (row) => row.rechargeNo, width: 20 },
    { header: h('account'), value: (row) => row.accountName, width: 20 },
    { header: h('currency'), value: (row) => row.currency, width: 8 },
    { header: h('amount'), value: (row) => Number(minorToMajor(row.amount, row.currency)), width: 12 },
    { header: h('platform'), value: (row) => labels.platform(row.payPlatform), width: 14 },
    { header: h('transferRef'), value: (row) => row.reference, width: 24 },
    { header: h('status'), value: (row) => labels.status(row.status), width: 12 },
    { header: h('remark'), value: (row) => row.remark, width: 24 },
    { header: h('rejectReason'), value: (row) => row.rejectReason ?? '', width: 24 },
    { header: h('requestedBy'), value: (row) => row.createdBy, width: 14 },
    { header: h('createdAt'), value: (row) => formatDateTime(row.createdAt, locale), width: 18 },
    { header: h('reviewedBy'), value: (row) => row.reviewedBy ?? '', width: 14 },
    { header: h('reviewedAt'), value: (row) => formatDateTime(row.reviewedAt, locale), width: 18 },
  ]
}

export const listFlowPage = (request: FlowListRequest, signal?: AbortSignal) =>
  fetchPage<FinanceFlowRow>(`/ds/list/${FINANCE_SOURCES.flows}`, request, { signal })
export const listRechargePage = (request: RechargeListRequest, signal?: AbortSignal) =>
  fetchPage<RechargeRow>(FINANCE_PATHS.rechargeList, request, { signal })
