// /platform/public/goods/{lazada|custom}: the department-store plaza of that channel (SPEC.md §2).
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../../../components/access'
import type { PermissionCheck } from '../../../../../contract/permissions'
import type { PlazaChannel } from '../../../../../contract/plaza'
import { PLAZA_CHANNELS } from '../../../../../contract/search-enums'
import { prefetchPlaza } from '../../../../../features/plaza/api/plaza'
import { ColourLabel } from '../../../../../features/plaza/colour-label'
import { PlazaScreen } from '../../../../../features/plaza/components/plaza-screen'
import {
  nextPlazaSearch,
  type PlazaSearch,
  parsePlazaSearch,
  plazaListRequest,
} from '../../../../../features/plaza/plaza-search'
import { hasPermission } from '../../../../../lib/permissions'
import { useDictionary } from '../../../../../lookups/api/use-dictionary'
import { CHANNEL_NAMES } from '../../../../../lookups/channel-names'

/** The permission key of each plaza screen (SPEC.md §6); the server checks the same. */
const KEY = { lazada: 'platform_lazada', custom: 'platform_custom_public_goods_list' } as const

/** What the user may do on a channel's plaza: the screen's buttons, and what its loader starts. */
function rightsOn(channel: PlazaChannel, can: (check: PermissionCheck) => boolean) {
  const key = KEY[channel]
  return {
    canAdd: can(`${key}.add`),
    canOffer: can(`${key}.add`) || can(`${key}.edit`),
    canWithdraw: can(`${key}.delete`),
  }
}

export const Route = createFileRoute('/_app/platform/public/goods/$channel')({
  params: {
    parse: ({ channel }) => {
      if (!PLAZA_CHANNELS.includes(channel as PlazaChannel)) throw notFound()
      return { channel: channel as PlazaChannel }
    },
    stringify: ({ channel }) => ({ channel }),
  },
  validateSearch: (search: Record<string, unknown>): PlazaSearch => parsePlazaSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited; only what this user's screen will ask for ("my offers" needs the right to offer).
  loader: async ({ context, params, deps }) => {
    const { permissions } = await context.session
    const rights = rightsOn(params.channel, (check) => hasPermission(permissions, check))
    prefetchPlaza(context.queryClient, plazaListRequest(params.channel, deps, rights.canOffer), rights.canAdd)
  },
  component: PlazaRoute,
})

function PlazaRoute() {
  const { channel } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { t, i18n } = useLingui()
  const can = useAccess()
  const rights = rightsOn(channel, can)
  const colours = useDictionary('COLOR')
  return (
    <ColourLabel.Provider value={colours.labelOf}>
      <PlazaScreen
        key={channel}
        channel={channel}
        channelName={i18n._(CHANNEL_NAMES[channel])}
        title={channel === 'lazada' ? t`Lazada department store plaza` : t`Custom channel public goods`}
        search={search}
        onSearchChange={(change) => void navigate({ search: (current) => nextPlazaSearch(current, change) })}
        {...rights}
      />
    </ColourLabel.Provider>
  )
}
