// POST /goods/status through the offline outbox (DESIGN.md §6), one entry per goods: the intent —
// new status, the version it was based on, an Idempotency-Key made now — is committed on the
// device before any network attempt, so a dropped connection, a closed tab or a restart never
// loses it. The new status shows at once in every cached list page and detail. Online, the caller
// waits briefly for the server: a refusal (transition not allowed, stale version) rolls the rows
// back with the server's message. Offline (or slow), the change stays queued, the row is marked
// "pending sync", and a later refusal shows in the sync panel (see goods-sync-states.ts).
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../contract/envelope'
import type { GoodsDetail, GoodsRow, GoodsStatus } from '../../../contract/goods'
import { whenAccountDb } from '../../../db/current'
import { awaitOutcomes } from '../../../db/outbox/await-outcomes'
import { goodsStatusOperation } from '../../../db/outbox/operations/goods-status'
import { enqueue } from '../../../db/outbox/queue'
import { goodsRowOf } from '../../../db/outbox/server-row'
import { requestDrain } from '../../../db/outbox/signal'
import { type ApiError, outboxRefusal } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure } from '../../../lib/notify'
import { isKnownOffline } from '../../../lib/server-reach'
import { goodsKeys } from './keys'

export interface GoodsStatusChange {
  status: GoodsStatus
  goods: Pick<GoodsRow, 'id' | 'version' | 'goodsNo' | 'status'>[]
}

/** Per goods: done on the server, refused (with the server's answer), or still queued. */
export type GoodsStatusOutcome =
  | { id: string; kind: 'done' }
  | { id: string; kind: 'refused'; error: ApiError }
  | { id: string; kind: 'queued' }

/** How long an online change waits for the server before it leaves the change to the outbox. */
export const OUTCOME_WAIT_MS = 10_000

type Snapshot = [QueryKey, unknown][]

function patchCaches(queryClient: QueryClient, ids: Set<string>, patch: (row: GoodsRow) => GoodsRow): Snapshot {
  const snapshot: Snapshot = []
  for (const [key, data] of queryClient.getQueriesData<Page<GoodsRow>>({ queryKey: goodsKeys.lists() })) {
    if (!data) continue
    snapshot.push([key, data])
    queryClient.setQueryData(key, { ...data, data: data.data.map((row) => (ids.has(row.id) ? patch(row) : row)) })
  }
  for (const id of ids) {
    const key = goodsKeys.detail(id)
    const data = queryClient.getQueryData<GoodsDetail>(key)
    if (!data) continue
    snapshot.push([key, data])
    queryClient.setQueryData(key, patch(data) as GoodsDetail)
  }
  return snapshot
}

/** Queues one entry per goods and waits for their outcomes (not at all when offline). */
export async function queueGoodsStatus(change: GoodsStatusChange): Promise<GoodsStatusOutcome[]> {
  const db = await whenAccountDb(5_000)
  if (!db) throw new Error('The local database is not available')
  const entries = await enqueue(
    db,
    change.goods.map((row) => ({
      operation: goodsStatusOperation,
      payload: { id: row.id, status: change.status, version: row.version },
      label: row.goodsNo,
    })),
  )
  requestDrain()
  const outcomes = await awaitOutcomes(db, entries, isKnownOffline() ? 0 : OUTCOME_WAIT_MS)
  return outcomes.map((outcome, index): GoodsStatusOutcome => {
    const id = String(entries[index]?.payload.id)
    return outcome.kind === 'refused'
      ? { id, kind: 'refused', error: outboxRefusal(outcome.entry) }
      : { id, kind: outcome.kind }
  })
}

export function useChangeGoodsStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    // Queuing works with no network: it is a local write.
    networkMode: 'always',
    mutationFn: queueGoodsStatus,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: goodsKeys.all })
      const ids = new Set(change.goods.map((row) => row.id))
      patchCaches(queryClient, ids, (row) => ({ ...row, status: change.status }))
    },
    onError: (error, change) => {
      // Nothing was queued: every row goes back to the status it had.
      const before = new Map(change.goods.map((row) => [row.id, row.status]))
      patchCaches(queryClient, new Set(before.keys()), (row) => ({ ...row, status: before.get(row.id) ?? row.status }))
      notifyFailure(errorMessage(error))
    },
    onSuccess: (outcomes, change) => {
      const refused = outcomes.filter((outcome) => outcome.kind === 'refused')
      if (refused.length === 0) return
      const before = new Map(change.goods.map((row) => [row.id, row.status]))
      patchCaches(queryClient, new Set(refused.map((outcome) => outcome.id)), (row) => {
        // A conflict brought the server's current row; a refusal leaves the row as it was.
        const serverRow = goodsRowOf(refused.find((outcome) => outcome.id === row.id)?.error.data)
        return serverRow?.id === row.id
          ? { ...row, ...serverRow }
          : { ...row, status: before.get(row.id) ?? row.status }
      })
      notifyFailure(errorMessage(refused[0]!.error))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  })
}
