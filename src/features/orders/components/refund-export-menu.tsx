// Export of the refund list's current filter (CSV or XLSX); the route decides who sees it (sale_refund.export).
import { useLingui } from '@lingui/react/macro'
import { ListExportMenu } from '../../../components/list-page/list-export-menu'
import { useLocale } from '../../../lib/i18n'
import { listRefunds } from '../api/list-refunds'
import { refundExportColumns } from '../export-refunds'
import { type RefundSearch, refundListRequest } from '../refund-search'
import type { OrderLookups } from '../types'

export function RefundExportMenu({
  search,
  lookups,
  disabled,
}: {
  search: RefundSearch
  lookups: OrderLookups
  disabled: boolean
}) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const request = refundListRequest(search)
  return (
    <ListExportMenu
      disabled={disabled}
      fetchPage={(pageNo, pageSize, pageSignal) => listRefunds({ ...request, pageNo, pageSize }, pageSignal)}
      columns={refundExportColumns(i18n, lookups, locale)}
      name={t`refunds`}
    />
  )
}
