// /distribution/factory/product/list (hidden): the products of the factories bound to this
// distributor, by factory; a row opens the factory product detail.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { ACCOUNT_TYPE } from '../../../../../contract/constants'
import { supplyListQueryOptions } from '../../../../../features/supply/api/supply-products'
import { ManufacturerProductScreen } from '../../../../../features/supply/components/manufacturer-product-screen'
import {
  manufacturerProductRequest,
  nextSupplySearch,
  parseSupplySearch,
  type SupplySearch,
} from '../../../../../features/supply/supply-search'
import { useLocale } from '../../../../../lib/i18n'
import { useSession } from '../../../../../lib/session/session'
import { usePartnerList } from '../../../../../lookups/api/list-partners'

export const Route = createFileRoute('/_app/distribution/factory/product/list')({
  validateSearch: (search: Record<string, unknown>): SupplySearch => parseSupplySearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(supplyListQueryOptions('manufacturer', manufacturerProductRequest(deps))),
  component: FactoryProductListRoute,
})

function FactoryProductListRoute() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { info } = useSession()
  const { locale } = useLocale()
  const asDistributor = info.type === ACCOUNT_TYPE.distributor
  const partners = usePartnerList({ pageNo: 1, pageSize: 100, partnerType: ACCOUNT_TYPE.manufacturer })
  const factories = useMemo(
    () => (asDistributor ? (partners.data?.data ?? []).map((row) => ({ value: row.id, label: row.name })) : undefined),
    [partners.data, asDistributor],
  )
  return (
    <ManufacturerProductScreen
      title={t`Factory products`}
      search={search}
      onSearchChange={(next) => void navigate({ search: (current) => nextSupplySearch(current, next) })}
      onReset={() => void navigate({ search: {} })}
      locale={locale}
      own={info.type === ACCOUNT_TYPE.manufacturer}
      canAdd={false}
      canEdit={false}
      factories={factories}
      onAdd={() => undefined}
      onOpen={(row) => void navigate({ to: '/distribution/manufacturer/product/detail/$id', params: { id: row.id } })}
    />
  )
}
