// POST /ds/sale_sync_shop: the shops a sync can pull, with their connector state and last outcome.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { SYNC_SOURCES, type SyncShopRow } from '../../../contract/platform-sync'
import { apiFetch } from '../../../lib/api-client'
import { syncKeys } from './keys'

export function listSyncShops(signal?: AbortSignal) {
  return apiFetch<SyncShopRow[]>(`/ds/${SYNC_SOURCES.shops}`, { body: {}, signal, silent: true })
}

export function syncShopsQueryOptions() {
  return queryOptions({ queryKey: syncKeys.shops(), queryFn: ({ signal }) => listSyncShops(signal), staleTime: 30_000 })
}

export function useSyncShops() {
  return useQuery(syncShopsQueryOptions())
}
