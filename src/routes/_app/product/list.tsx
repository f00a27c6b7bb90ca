// /product/list: creation models — the category tree, the models with their specs and sides, and
// the create/edit form (`edit` in the URL).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../components/access'
import { prefetchProductModels } from '../../../features/goods/api/products'
import { ProductListScreen } from '../../../features/goods/components/product-list-screen'
import {
  nextSimpleSearch,
  parseSimpleSearch,
  productListRequest,
  type SimpleSearch,
} from '../../../features/goods/simple-search'
import { useDictionary } from '../../../lookups/api/use-dictionary'

export const Route = createFileRoute('/_app/product/list')({
  validateSearch: (search: Record<string, unknown>): SimpleSearch => parseSimpleSearch(search),
  loaderDeps: ({ search }) => productListRequest(search),
  loader: ({ context, deps }) => prefetchProductModels(context.queryClient, deps),
  component: ProductListRoute,
})

function ProductListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const colors = useDictionary('COLOR').entries
  return (
    <ProductListScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextSimpleSearch(current, change) })}
      colors={colors}
      canAdd={can('product_list.add')}
      canEdit={can('product_list.edit')}
      canDelete={can('product_list.delete')}
    />
  )
}
