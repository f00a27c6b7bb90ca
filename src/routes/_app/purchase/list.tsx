// /purchase/list: purchase orders — a distributor's own, or for a supplier or factory those
// addressed to it. Filters, sort, paging, the open purchase order and its action form are in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useAccess } from '../../../components/access'
import { ACCOUNT_TYPE } from '../../../contract/constants'
import type { PurchaseAction, PurchaseOrderRow } from '../../../contract/purchasing'
import { purchaseListQueryOptions } from '../../../features/purchasing/api/list-purchases'
import { PurchaseDetailDrawer } from '../../../features/purchasing/components/purchase-detail-drawer'
import { PurchaseListScreen } from '../../../features/purchasing/components/purchase-list-screen'
import {
  nextPurchaseSearch,
  type PurchaseSearch,
  parsePurchaseSearch,
  purchaseListRequest,
} from '../../../features/purchasing/purchase-search'
import { SavedViewsBar } from '../../../features/saved-views/components/saved-views-bar'
import { useLocale } from '../../../lib/i18n'
import { useSession } from '../../../lib/session/session'
import { usePartnerList } from '../../../lookups/api/list-partners'
import { useOrderLookups } from '../../../lookups/use-order-lookups'

/** The open purchase order and its form: screen state, not part of a saved view. */
const PURCHASE_SCREEN_STATE = ['id', 'action'] as const

export const Route = createFileRoute('/_app/purchase/list')({
  validateSearch: (search: Record<string, unknown>): PurchaseSearch => parsePurchaseSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(purchaseListQueryOptions(purchaseListRequest(deps))),
  component: PurchaseListRoute,
})

function PurchaseListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { info } = useSession()
  const { locale } = useLocale()
  const lookups = useOrderLookups()
  const asSupplier = info.type !== ACCOUNT_TYPE.distributor
  const partners = usePartnerList({ pageNo: 1, pageSize: 100 })
  const suppliers = useMemo(
    () => (asSupplier ? [] : (partners.data?.data ?? []).map((row) => ({ value: row.id, label: row.name }))),
    [asSupplier, partners.data],
  )
  const onSearchChange = useCallback(
    (change: Partial<PurchaseSearch>) => void navigate({ search: (current) => nextPurchaseSearch(current, change) }),
    [navigate],
  )
  // Opening a purchase order or one of its forms keeps the page the list is on.
  const openWith = useCallback(
    (change: Partial<PurchaseSearch>) =>
      void navigate({ search: (current) => ({ ...current, ...change }), replace: change.action !== undefined }),
    [navigate],
  )
  return (
    <>
      <PurchaseListScreen
        search={search}
        onSearchChange={onSearchChange}
        onReset={() => void navigate({ search: {} })}
        onOpen={(order: PurchaseOrderRow) => openWith({ id: order.id, action: undefined })}
        asSupplier={asSupplier}
        suppliers={suppliers}
        canPay={can('purchase_list.edit')}
        canExport={can('purchase_list.export')}
        views={
          <SavedViewsBar
            list="purchase_order"
            search={search}
            omit={PURCHASE_SCREEN_STATE}
            onApply={(view) => void navigate({ search: parsePurchaseSearch(view) })}
          />
        }
      />
      <PurchaseDetailDrawer
        id={search.id}
        action={search.action}
        party={asSupplier ? 'supplier' : 'distributor'}
        canEdit={can('purchase_list.edit')}
        locale={locale}
        expressOptions={lookups.expressCompanies.map((company) => ({ value: company.value, label: company.text }))}
        expressLabel={(code) => lookups.expressLabel(code)}
        onActionChange={(action: PurchaseAction | undefined) => openWith({ action })}
        onClose={() => openWith({ id: undefined, action: undefined })}
      />
    </>
  )
}
