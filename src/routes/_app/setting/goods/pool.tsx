// /setting/goods/pool: the recommended goods of the storefront shop in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { GoodsPoolScreen } from '../../../../features/storefront/components/goods-pool-screen'
import { text } from '../../../../lib/search-parsers'

export const Route = createFileRoute('/_app/setting/goods/pool')({
  validateSearch: (search: Record<string, unknown>): { shopId?: string } => {
    const shopId = text({ min: 1, max: 64 })(search.shopId)
    return shopId ? { shopId } : {}
  },
  component: PoolRoute,
})

function PoolRoute() {
  const { shopId } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <GoodsPoolScreen shopId={shopId} onShop={(id) => void navigate({ search: { shopId: id }, replace: true })} />
}
