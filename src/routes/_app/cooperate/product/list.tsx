// /cooperate/product/list (hidden): the products the distributor's cooperating suppliers offer,
// with their supply price per spec; `supplierId` narrows it to one supplier.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { ACCOUNT_TYPE } from '../../../../contract/constants'
import { supplyListQueryOptions } from '../../../../features/supply/api/supply-products'
import { SupplierProductScreen } from '../../../../features/supply/components/supplier-product-screen'
import {
  nextSupplySearch,
  parseSupplySearch,
  type SupplySearch,
  supplierProductRequest,
} from '../../../../features/supply/supply-search'
import { useLocale } from '../../../../lib/i18n'
import { usePartnerList } from '../../../../lookups/api/list-partners'
import { useDictionary } from '../../../../lookups/api/use-dictionary'

export const Route = createFileRoute('/_app/cooperate/product/list')({
  validateSearch: (search: Record<string, unknown>): SupplySearch => parseSupplySearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(supplyListQueryOptions('supplier', supplierProductRequest(deps))),
  component: CooperateProductListRoute,
})

function CooperateProductListRoute() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { locale } = useLocale()
  const colors = useDictionary('COLOR')
  const partners = usePartnerList({ pageNo: 1, pageSize: 100, partnerType: ACCOUNT_TYPE.supplier })
  const suppliers = useMemo(
    () => (partners.data?.data ?? []).map((row) => ({ value: row.id, label: row.name })),
    [partners.data],
  )
  return (
    <SupplierProductScreen
      title={t`Supplier products`}
      search={search}
      onSearchChange={(next) => void navigate({ search: (current) => nextSupplySearch(current, next) })}
      onReset={() => void navigate({ search: {} })}
      locale={locale}
      own={false}
      canAdd={false}
      canEdit={false}
      suppliers={suppliers}
      colorName={colors.labelOf}
    />
  )
}
