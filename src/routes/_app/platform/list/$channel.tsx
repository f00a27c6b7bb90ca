// /platform/list/{channel}: a channel's listing templates.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../../components/access'
import type { Channel } from '../../../../contract/dictionaries'
import type { PermissionCheck } from '../../../../contract/permissions'
import { prefetchChannelTemplates } from '../../../../features/listing/api/templates'
import { isChannel } from '../../../../features/listing/channel-param'
import { TemplateListScreen } from '../../../../features/listing/components/template-list-screen'
import {
  nextTemplateListSearch,
  parseTemplateListSearch,
  type TemplateListSearch,
  templateListRequest,
} from '../../../../features/listing/listing-search'
import { CHANNEL_NAMES } from '../../../../lookups/channel-names'

export const Route = createFileRoute('/_app/platform/list/$channel')({
  params: {
    parse: ({ channel }) => {
      if (!isChannel(channel)) throw notFound()
      return { channel: channel as Channel }
    },
    stringify: ({ channel }) => ({ channel }),
  },
  validateSearch: (search: Record<string, unknown>): TemplateListSearch => parseTemplateListSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    prefetchChannelTemplates(context.queryClient, templateListRequest(params.channel, deps)),
  component: TemplateListRoute,
})

function TemplateListRoute() {
  const { channel } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { i18n } = useLingui()
  const can = useAccess()
  return (
    <TemplateListScreen
      key={channel}
      channel={channel}
      channelName={i18n._(CHANNEL_NAMES[channel])}
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextTemplateListSearch(current, change) })}
      onOpen={(id) => void navigate({ to: '/platform/$channel', params: { channel }, search: { id } })}
      canAdd={can(`platform_${channel}.add` as PermissionCheck)}
      canDelete={can(`platform_${channel}.delete` as PermissionCheck)}
    />
  )
}
