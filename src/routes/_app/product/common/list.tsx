// /product/common/list: resources — the product models shared with the team, read-only.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { prefetchProductModels } from '../../../../features/goods/api/products'
import { ProductListScreen } from '../../../../features/goods/components/product-list-screen'
import {
  nextSimpleSearch,
  parseSimpleSearch,
  productListRequest,
  type SimpleSearch,
} from '../../../../features/goods/simple-search'
import { useDictionary } from '../../../../lookups/api/use-dictionary'

export const Route = createFileRoute('/_app/product/common/list')({
  validateSearch: (search: Record<string, unknown>): SimpleSearch => parseSimpleSearch(search),
  loaderDeps: ({ search }) => productListRequest(search, true),
  loader: ({ context, deps }) => prefetchProductModels(context.queryClient, deps),
  component: CommonProductsRoute,
})

function CommonProductsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const colors = useDictionary('COLOR').entries
  return (
    <ProductListScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextSimpleSearch(current, change) })}
      colors={colors}
      sharedOnly
      canAdd={false}
      canEdit={false}
      canDelete={false}
    />
  )
}
