// /platform/shop/goods/publish?shopId=…: the publish flow of one Lazada shop — its listings, and the
// publish drawer with that shop chosen.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../../../components/access'
import { prefetchListingGoods } from '../../../../../features/listing/api/listings'
import { ListingGoodsScreen } from '../../../../../features/listing/components/listing-goods-screen'
import {
  type ListingGoodsSearch,
  listingGoodsRequest,
  nextListingGoodsSearch,
  parseListingGoodsSearch,
} from '../../../../../features/listing/listing-search'
import { CHANNEL_NAMES } from '../../../../../lookups/channel-names'

export const Route = createFileRoute('/_app/platform/shop/goods/publish')({
  validateSearch: (search: Record<string, unknown>): ListingGoodsSearch => parseListingGoodsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchListingGoods(context.queryClient, listingGoodsRequest('lazada', deps, deps.shopId)),
  component: LazadaShopPublishRoute,
})

function LazadaShopPublishRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { i18n } = useLingui()
  const can = useAccess()
  return (
    <ListingGoodsScreen
      channel="lazada"
      channelName={i18n._(CHANNEL_NAMES.lazada)}
      search={search}
      fixedShopId={search.shopId}
      onSearchChange={(change) =>
        void navigate({
          search: (current) => ({ ...nextListingGoodsSearch(current, change), shopId: current.shopId }),
        })
      }
      canPublish={can('platform_lazada.add') || can('platform_lazada.edit')}
      canDelete={can('platform_lazada.delete')}
    />
  )
}
