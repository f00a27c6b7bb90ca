// /platform/export/{channel}: a channel's export records (bulk-upload files) and their downloads.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { pageNoParam, pageSizeParam, parseListSearch } from '../../../../components/list-page/search-params'
import type { Channel } from '../../../../contract/dictionaries'
import { isChannel } from '../../../../features/listing/channel-param'
import {
  ExportRecordsScreen,
  type ExportRecordsSearch,
} from '../../../../features/listing/components/export-records-screen'
import { CHANNEL_NAMES } from '../../../../lookups/channel-names'

const searchShape = { pageNo: pageNoParam, pageSize: pageSizeParam }
const parseSearch = (raw: Record<string, unknown>): ExportRecordsSearch => parseListSearch(searchShape, raw)

export const Route = createFileRoute('/_app/platform/export/$channel')({
  params: {
    parse: ({ channel }) => {
      if (!isChannel(channel)) throw notFound()
      return { channel: channel as Channel }
    },
    stringify: ({ channel }) => ({ channel }),
  },
  validateSearch: parseSearch,
  component: ExportRecordsRoute,
})

function ExportRecordsRoute() {
  const { channel } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { i18n } = useLingui()
  return (
    <ExportRecordsScreen
      key={channel}
      channel={channel}
      channelName={i18n._(CHANNEL_NAMES[channel])}
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => parseSearch({ ...current, ...change }) })}
      onOpenGoods={() => void navigate({ to: '/platform/goods/$channel', params: { channel } })}
    />
  )
}
