// /product/brand: the brands.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../components/access'
import { brandListQueryOptions } from '../../../features/goods/api/brands'
import { BrandScreen } from '../../../features/goods/components/brand-screen'
import {
  brandListRequest,
  nextSimpleSearch,
  parseSimpleSearch,
  type SimpleSearch,
} from '../../../features/goods/simple-search'

export const Route = createFileRoute('/_app/product/brand')({
  validateSearch: (search: Record<string, unknown>): SimpleSearch => parseSimpleSearch(search),
  loaderDeps: ({ search }) => brandListRequest(search),
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(brandListQueryOptions(deps)),
  component: BrandRoute,
})

function BrandRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  return (
    <BrandScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextSimpleSearch(current, change) })}
      canAdd={can('brand_list.add')}
      canEdit={can('brand_list.edit')}
      canDelete={can('brand_list.delete')}
    />
  )
}
