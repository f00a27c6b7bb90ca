// /platform/{channel}?id=new|<id>: the hidden template detail of a channel.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import type { Channel } from '../../../contract/dictionaries'
import { channelTemplateQueryOptions } from '../../../features/listing/api/templates'
import { isChannel } from '../../../features/listing/channel-param'
import { TemplateDetailScreen } from '../../../features/listing/components/template-detail-screen'
import { parseTemplateDetailSearch, type TemplateDetailSearch } from '../../../features/listing/listing-search'
import { CHANNEL_NAMES } from '../../../lookups/channel-names'

export const Route = createFileRoute('/_app/platform/$channel')({
  params: {
    parse: ({ channel }) => {
      if (!isChannel(channel)) throw notFound()
      return { channel: channel as Channel }
    },
    stringify: ({ channel }) => ({ channel }),
  },
  validateSearch: (search: Record<string, unknown>): TemplateDetailSearch => parseTemplateDetailSearch(search),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // A saved template is read before its form; a new one ('new', or no id) has nothing to read.
  loader: ({ context, deps }) => {
    if (deps.id && deps.id !== 'new') void context.queryClient.prefetchQuery(channelTemplateQueryOptions(deps.id))
  },
  component: TemplateDetailRoute,
})

function TemplateDetailRoute() {
  const { channel } = Route.useParams()
  const { id } = Route.useSearch()
  const navigate = useNavigate()
  const { i18n } = useLingui()
  const back = () => void navigate({ to: '/platform/list/$channel', params: { channel } })
  return (
    <TemplateDetailScreen
      key={`${channel}-${id ?? 'new'}`}
      channel={channel}
      channelName={i18n._(CHANNEL_NAMES[channel])}
      id={id}
      onSaved={back}
      onBack={back}
    />
  )
}
