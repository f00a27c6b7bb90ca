// /platform/export/{channel}: a channel's export records (bulk-upload files) and their downloads.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import type { Channel } from '../../../../contract/dictionaries'
import { exportListQueryOptions } from '../../../../features/listing/api/exports'
import { isChannel } from '../../../../features/listing/channel-param'
import { ExportRecordsScreen } from '../../../../features/listing/components/export-records-screen'
import {
  type ExportRecordsSearch,
  exportRecordsRequest,
  nextExportRecordsSearch,
  parseExportRecordsSearch,
} from '../../../../features/listing/listing-search'
import { CHANNEL_NAMES } from '../../../../lookups/channel-names'

export const Route = createFileRoute('/_app/platform/export/$channel')({
  params: {
    parse: ({ channel }) => {
      if (!isChannel(channel)) throw notFound()
      return { channel: channel as Channel }
    },
    stringify: ({ channel }) => ({ channel }),
  },
  validateSearch: (search: Record<string, unknown>): ExportRecordsSearch => parseExportRecordsSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, params, deps }) =>
    void context.queryClient.prefetchQuery(exportListQueryOptions(exportRecordsRequest(params.channel, deps))),
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
      onSearchChange={(change) => void navigate({ search: (current) => nextExportRecordsSearch(current, change) })}
      onOpenGoods={() => void navigate({ to: '/platform/goods/$channel', params: { channel } })}
    />
  )
}
