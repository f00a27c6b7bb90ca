// /platform/shop/list: the account's shop platform bindings (permission platform_shop_list).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { shopListQueryOptions } from '../../../../features/shops/api/list-shops'
import { ShopListScreen } from '../../../../features/shops/components/shop-list-screen'
import {
  nextShopSearch,
  parseShopSearch,
  type ShopSearch,
  shopListRequest,
} from '../../../../features/shops/shop-search'

export const Route = createFileRoute('/_app/platform/shop/list')({
  validateSearch: (search: Record<string, unknown>): ShopSearch => parseShopSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(shopListQueryOptions(shopListRequest(deps))),
  component: ShopListRoute,
})

function ShopListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearchChange = useCallback(
    (change: Partial<ShopSearch>) => void navigate({ search: (current) => nextShopSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {} }), [navigate])
  return <ShopListScreen search={search} onSearchChange={onSearchChange} onReset={onReset} />
}
