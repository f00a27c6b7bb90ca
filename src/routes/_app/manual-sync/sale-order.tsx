// /manual-sync/sale-order: platform order sync; the opened run and the history page live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../components/access'
import { prefetchSyncScreen } from '../../../features/platform-sync/api/list-sync-runs'
import { SyncScreen } from '../../../features/platform-sync/components/sync-screen'
import {
  nextSyncSearch,
  parseSyncSearch,
  type SyncSearch,
  syncRunsRequest,
} from '../../../features/platform-sync/sync-search'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'

export const Route = createFileRoute('/_app/manual-sync/sale-order')({
  validateSearch: (search: Record<string, unknown>): SyncSearch => parseSyncSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) => prefetchSyncScreen(context.queryClient, syncRunsRequest(deps), deps.run),
  component: SyncRoute,
})

function SyncRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { locale } = useLocale()
  const onSearchChange = useCallback(
    (change: Partial<SyncSearch>) => void navigate({ search: (current) => nextSyncSearch(current, change) }),
    [navigate],
  )
  return (
    <SyncScreen
      search={search}
      onSearchChange={onSearchChange}
      formatTime={(iso) => formatDateTime(iso, locale)}
      canSync={can('sale_order.import')}
    />
  )
}
