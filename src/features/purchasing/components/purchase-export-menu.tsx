// Export of the purchase list's current filter (CSV or XLSX); the route decides who sees it (purchase_list.export).
import { useLingui } from '@lingui/react/macro'
import { ListExportMenu } from '../../../components/list-page/list-export-menu'
import { useLocale } from '../../../lib/i18n'
import { useOrderLookups } from '../../../lookups/use-order-lookups'
import { listPurchasePage, purchaseExportColumns } from '../export-purchases'
import { type PurchaseSearch, purchaseListRequest } from '../purchase-search'

export function PurchaseExportMenu({ search, disabled }: { search: PurchaseSearch; disabled: boolean }) {
  const { t, i18n } = useLingui()
  const { expressLabel } = useOrderLookups()
  const { locale } = useLocale()
  const request = purchaseListRequest(search)
  return (
    <ListExportMenu
      disabled={disabled}
      fetchPage={(pageNo, pageSize, pageSignal) => listPurchasePage({ ...request, pageNo, pageSize }, pageSignal)}
      columns={purchaseExportColumns(i18n, expressLabel, locale)}
      name={t`purchase-orders`}
    />
  )
}
