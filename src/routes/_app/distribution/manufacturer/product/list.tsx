// /distribution/manufacturer/product/list ("Global factories"): a factory's own products to manage
// (the landing page of type-1 accounts), or for a distributor the bound factories' catalogue.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../../../components/access'
import { ACCOUNT_TYPE } from '../../../../../contract/constants'
import { supplyListQueryOptions } from '../../../../../features/supply/api/supply-products'
import { ManufacturerProductFormDrawer } from '../../../../../features/supply/components/manufacturer-product-form'
import { ManufacturerProductScreen } from '../../../../../features/supply/components/manufacturer-product-screen'
import {
  manufacturerProductRequest,
  nextSupplySearch,
  parseSupplySearch,
  type SupplySearch,
} from '../../../../../features/supply/supply-search'
import { useLocale } from '../../../../../lib/i18n'
import { useSession } from '../../../../../lib/session/session'

export const Route = createFileRoute('/_app/distribution/manufacturer/product/list')({
  validateSearch: (search: Record<string, unknown>): SupplySearch => parseSupplySearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(supplyListQueryOptions('manufacturer', manufacturerProductRequest(deps))),
  component: ManufacturerProductListRoute,
})

function ManufacturerProductListRoute() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { info } = useSession()
  const { locale } = useLocale()
  const own = info.type === ACCOUNT_TYPE.manufacturer
  const change = (next: Partial<SupplySearch>) =>
    void navigate({ search: (current) => nextSupplySearch(current, next) })
  return (
    <>
      <ManufacturerProductScreen
        title={own ? t`My factory products` : t`Global factories`}
        search={search}
        onSearchChange={change}
        onReset={() => void navigate({ search: {} })}
        locale={locale}
        own={own}
        canAdd={own && can('manufacturer_product_list.add')}
        canEdit={own && can('manufacturer_product_list.edit')}
        onAdd={() => change({ edit: 'new' })}
        onOpen={(row) =>
          own
            ? change({ edit: row.id })
            : void navigate({ to: '/distribution/manufacturer/product/detail/$id', params: { id: row.id } })
        }
      />
      {own && (
        <ManufacturerProductFormDrawer
          productId={can('manufacturer_product_list.edit') || search.edit === 'new' ? search.edit : undefined}
          onClose={() => change({ edit: undefined })}
        />
      )}
    </>
  )
}
