// POST /ds/list/sale_sync_run: the history of sync runs, and one run by id (polled while it runs).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type SaleSyncRun, SYNC_SOURCES } from '../../../contract/platform-sync'
import { fetchPage } from '../../../lib/paging'
import { syncKeys } from './keys'

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

export function useSyncRuns(pageNo: number, pageSize: number) {
  const request = { pageNo, pageSize }
  return useQuery(
    queryOptions({
      queryKey: syncKeys.runList(request),
      queryFn: ({ signal }) => listSyncRuns(request, signal),
      placeholderData: keepPreviousData,
      // A run started elsewhere (another tab, a colleague) keeps the history moving until it ends.
      refetchInterval: (query) => (anyRunning(query.state.data?.data) ? PROGRESS_POLL_MS * 3 : false),
    }),
  )
}

/** One run, read every second while it runs. */
export function useSyncRun(id: string | null) {
  return useQuery({
    queryKey: syncKeys.run(id ?? ''),
    enabled: id != null,
    queryFn: async ({ signal }) =>
      (await listSyncRuns({ id: id ?? '', pageNo: 1, pageSize: 1 }, signal)).data[0] ?? null,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? PROGRESS_POLL_MS : false,
  })
}
