// /platform/goods/{channel}: goods per channel (listings per shop, bulk publish and actions).
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../../components/access'
import type { Channel } from '../../../../contract/dictionaries'
import type { PermissionCheck } from '../../../../contract/permissions'
import { prefetchListingGoods } from '../../../../features/listing/api/listings'
import { isChannel } from '../../../../features/listing/channel-param'
import { ListingGoodsScreen } from '../../../../features/listing/components/listing-goods-screen'
import {
  type ListingGoodsSearch,
  listingGoodsRequest,
  nextListingGoodsSearch,
  parseListingGoodsSearch,
} from '../../../../features/listing/listing-search'
import { CHANNEL_NAMES } from '../../../../lookups/channel-names'

export const Route = createFileRoute('/_app/platform/goods/$channel')({
  params: {
    parse: ({ channel }) => {
      if (!isChannel(channel)) throw notFound()
      return { channel: channel as Channel }
    },
    stringify: ({ channel }) => ({ channel }),
  },
  validateSearch: (search: Record<string, unknown>): ListingGoodsSearch => parseListingGoodsSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state (or the device's copy offline).
  loader: ({ context, params, deps }) =>
    prefetchListingGoods(context.queryClient, listingGoodsRequest(params.channel, deps)),
  component: ListingGoodsRoute,
})

function ListingGoodsRoute() {
  const { channel } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { i18n } = useLingui()
  const can = useAccess()
  return (
    <ListingGoodsScreen
      key={channel}
      channel={channel}
      channelName={i18n._(CHANNEL_NAMES[channel])}
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextListingGoodsSearch(current, change) })}
      canPublish={
        can(`platform_${channel}.add` as PermissionCheck) || can(`platform_${channel}.edit` as PermissionCheck)
      }
      canDelete={can(`platform_${channel}.delete` as PermissionCheck)}
      canExport={can(`platform_${channel}.export` as PermissionCheck)}
      onExported={() => void navigate({ to: '/platform/export/$channel', params: { channel } })}
    />
  )
}
