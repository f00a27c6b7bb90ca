// /distribution/supplier/product/list: a supplier's supplied products (Supply › Product
// management, beside Products). The form's product models come from the product-model area.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useAccess } from '../../../../../components/access'
import { ACCOUNT_TYPE } from '../../../../../contract/constants'
import { useProduct, useProductList } from '../../../../../features/goods/api/products'
import { supplyListQueryOptions } from '../../../../../features/supply/api/supply-products'
import { SupplierProductScreen } from '../../../../../features/supply/components/supplier-product-screen'
import {
  nextSupplySearch,
  parseSupplySearch,
  type SupplySearch,
  supplierProductRequest,
} from '../../../../../features/supply/supply-search'
import { useLocale } from '../../../../../lib/i18n'
import { useSession } from '../../../../../lib/session/session'
import { useDictionary } from '../../../../../lookups/api/use-dictionary'

export const Route = createFileRoute('/_app/distribution/supplier/product/list')({
  validateSearch: (search: Record<string, unknown>): SupplySearch => parseSupplySearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(supplyListQueryOptions('supplier', supplierProductRequest(deps))),
  component: SupplierProductListRoute,
})

/** One product model's specs, read through the product-model area's own query. */
function useModelSpecs(productId: string | undefined) {
  const product = useProduct(productId)
  return { specs: product.data?.specs, isLoading: product.isLoading }
}

function SupplierProductListRoute() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { info } = useSession()
  const { locale } = useLocale()
  const colors = useDictionary('COLOR')
  const own = info.type === ACCOUNT_TYPE.supplier
  const productList = useProductList({ pageNo: 1, pageSize: 100, sortOrder: 'ascend' })
  const models = useMemo(
    () => ({
      models: (productList.data?.data ?? []).map((row) => ({ value: row.id, label: `${row.title} (${row.code})` })),
      useSpecs: useModelSpecs,
      colorName: colors.labelOf,
    }),
    [productList.data, colors.labelOf],
  )
  return (
    <SupplierProductScreen
      title={t`Supplied products`}
      search={search}
      onSearchChange={(next) => void navigate({ search: (current) => nextSupplySearch(current, next) })}
      onReset={() => void navigate({ search: {} })}
      locale={locale}
      own={own}
      canAdd={own && can('distribution_supplier_product_list.add')}
      canEdit={own && can('distribution_supplier_product_list.edit')}
      models={own ? models : undefined}
      colorName={colors.labelOf}
    />
  )
}
