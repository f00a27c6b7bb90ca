// Export of the settlement records' current filter (CSV or XLSX), for accounts with the export
// action of their settlement page.
import { useLingui } from '@lingui/react/macro'
import { useAccess } from '../../../components/access'
import { ListExportMenu } from '../../../components/list-page/list-export-menu'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { SettlementParty } from '../../../contract/settlement'
import { useLocale } from '../../../lib/i18n'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { listSettlements, useSettlementList } from '../api/list-settlements'
import { settlementExportColumns } from '../export-settlements'
import { type SettlementSearch, settlementListRequest } from '../settlement-search'

export function SettlementExportMenu({ search, party }: { search: SettlementSearch; party: SettlementParty }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const can = useAccess()
  const statuses = useDictionary('SETTLEMENT_ORDER_STATUS')
  const request = settlementListRequest(search)
  // The records tab asks for the same page: one request, shared through the query cache.
  const list = useSettlementList(request)
  const offline = useIsOffline(list)
  const key = party === 'distributor' ? 'distribution_settlement_list' : 'distribution_supplier_settlement_list'
  if (!can(`${key}.export`)) return null
  return (
    <ListExportMenu
      disabled={offline || !list.data || list.data.totalCount === 0}
      fetchPage={(pageNo, pageSize, pageSignal) => listSettlements({ ...request, pageNo, pageSize }, pageSignal)}
      columns={settlementExportColumns(i18n, statuses.labelOf, locale)}
      name={t`settlements`}
    />
  )
}
