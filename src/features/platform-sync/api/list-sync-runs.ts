// POST /ds/list/sale_sync_run: the history of sync runs, and one run by id (polled while it runs).
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { type SaleSyncRun, SYNC_SOURCES } from '../../../contract/platform-sync'
import { fetchPage } from '../../../lib/paging'
import { syncKeys } from './keys'
import { syncShopsQueryOptions } from './list-sync-shops'

export type SyncRunListRequest = {
  pageNo: number
  pageSize: number
  id?: string
}
const PATH = `/ds/list/${SYNC_SOURCES.runs}`
/** How often a running sync's progress is read. */
export const PROGRESS_POLL_MS = 1000

export function listSyncRuns(request: SyncRunListRequest, signal?: AbortSignal) {
  return fetchPage<SaleSyncRun>(PATH, request, { signal })
}

const anyRunning = (runs: SaleSyncRun[] | undefined) => runs?.some((run) => run.status === 'running') ?? false

export function syncRunsQueryOptions(request: SyncRunListRequest) {
  return queryOptions({
    queryKey: syncKeys.runList(request),
    queryFn: ({ signal }) => listSyncRuns(request, signal),
    placeholderData: keepPreviousData,
    // A run started elsewhere (another tab, a colleague) keeps the history moving until it ends.
    refetchInterval: (query) => (anyRunning(query.state.data?.data) ? PROGRESS_POLL_MS * 3 : false),
  })
}

export const useSyncRuns = (request: SyncRunListRequest) => useQuery(syncRunsQueryOptions(request))

function syncRunQueryOptions(id: string) {
  return queryOptions({
    queryKey: syncKeys.run(id),
    queryFn: async ({ signal }) => (await listSyncRuns({ id, pageNo: 1, pageSize: 1 }, signal)).data[0] ?? null,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? PROGRESS_POLL_MS : false,
  })
}

/** One run, read every second while it runs. */
export function useSyncRun(id: string | null) {
  return useQuery({ ...syncRunQueryOptions(id ?? ''), enabled: id != null })
}

/**
 * Starts what the sync screen reads first, for a route loader (not awaited): the history page, the
 * shops a sync can pull, and the run open in the drawer when the URL names one.
 */
export function prefetchSyncScreen(queryClient: QueryClient, request: SyncRunListRequest, openRun: string | undefined) {
  void queryClient.prefetchQuery(syncRunsQueryOptions(request))
  void queryClient.prefetchQuery(syncShopsQueryOptions())
  if (openRun) void queryClient.prefetchQuery(syncRunQueryOptions(openRun))
}
