// Export menus of the finance items and the top-up records (CSV or XLSX of the current filter),
// for accounts allowed to export settlements (the finance pages have no key of their own).
import { useLingui } from '@lingui/react/macro'
import { useAccess } from '../../../components/access'
import { ListExportMenu } from '../../../components/list-page/list-export-menu'
import { useLocale } from '../../../lib/i18n'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { flowExportColumns, listFlowPage, listRechargePage, rechargeExportColumns } from '../export-finance'
import { type FlowSearch, flowListRequest, type RechargeSearch, rechargeListRequest } from '../finance-search'

export const useCanExportFinance = () => {
  const can = useAccess()
  return can('distribution_settlement_list.export') || can('distribution_supplier_settlement_list.export')
}

export function FlowExportMenu({ search, disabled }: { search: FlowSearch; disabled: boolean }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const types = useDictionary('FINANCE_FLOW_TYPE')
  const canExport = useCanExportFinance()
  if (!canExport) return null
  const request = flowListRequest(search)
  return (
    <ListExportMenu
      disabled={disabled}
      fetchPage={(pageNo, pageSize, pageSignal) => listFlowPage({ ...request, pageNo, pageSize }, pageSignal)}
      columns={flowExportColumns(i18n, types.labelOf, locale)}
      name={t`finance-items`}
    />
  )
}

export function RechargeExportMenu({ search, disabled }: { search: RechargeSearch; disabled: boolean }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const statuses = useDictionary('RECHARGE_STATUS')
  const platforms = useDictionary('PAY_PLATFORM')
  const canExport = useCanExportFinance()
  if (!canExport) return null
  const request = rechargeListRequest(search)
  return (
    <ListExportMenu
      disabled={disabled}
      fetchPage={(pageNo, pageSize, pageSignal) => listRechargePage({ ...request, pageNo, pageSize }, pageSignal)}
      columns={rechargeExportColumns(i18n, { status: statuses.labelOf, platform: platforms.labelOf }, locale)}
      name={t`top-ups`}
    />
  )
}
