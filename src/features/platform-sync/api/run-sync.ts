// GET /third/platform/sale/order/sync: runs a sync and answers its outcome; the client waits up to
// 10 minutes (SPEC.md §9). The run id is made here first, so the screen polls the run's progress
// while this call is still open; the server keeps running the sync if the page is left.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LONG_SYNC_TIMEOUT_MS } from '../../../contract/constants'
import { type SaleSyncRun, SYNC_PATHS } from '../../../contract/platform-sync'
import { apiFetch } from '../../../lib/api-client'
import { syncKeys } from './keys'

export interface RunSyncInput {
  runId: string
  shopIds: string[]
  from: string
  to: string
}

export function runSync(input: RunSyncInput) {
  return apiFetch<SaleSyncRun>(SYNC_PATHS.sync, {
    query: { shopId: input.shopIds.join(','), from: input.from, to: input.to, runId: input.runId },
    timeout: LONG_SYNC_TIMEOUT_MS,
  })
}

export const newRunId = () => `run-${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(2)).join('')}`

export function useRunSync() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: runSync,
    onSettled: (_data, _error, input) => {
      void client.invalidateQueries({ queryKey: syncKeys.runs() })
      void client.invalidateQueries({ queryKey: syncKeys.run(input.runId) })
      void client.invalidateQueries({ queryKey: syncKeys.shops() })
      // The order lists now hold the synced orders.
      void client.invalidateQueries({ queryKey: ['orders'] })
    },
  })
}
