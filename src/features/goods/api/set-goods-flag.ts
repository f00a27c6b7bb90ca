// Recommend and brand-recommend go through the offline outbox (DESIGN.md §6, issue 14 item 16):
// one entry per goods, committed on the device before any network attempt, shown at once as made
// ("pending sync") from the outbox (goods-sync-states.ts), replayed after a reload or a restart.
// Online, the caller waits briefly for the server and a refusal is said with its message.
// /goods/new/visible (new goods, not mirrored) needs the network; its switch is disabled offline.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { GOODS_PATHS, GoodsRow } from '../../../contract/goods'
import { whenAccountDb } from '../../../db/current'
import { awaitOutcomes } from '../../../db/outbox/await-outcomes'
import { goodsBrandRecommendOperation, goodsRecommendOperation } from '../../../db/outbox/operations/goods-flag'
import { enqueue } from '../../../db/outbox/queue'
import { requestDrain } from '../../../db/outbox/signal'
import { apiFetch } from '../../../lib/api-client'
import { outboxRefusal } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure } from '../../../lib/notify'
import { isKnownOffline } from '../../../lib/server-reach'
import { goodsKeys } from './keys'

export type GoodsFlagPath = typeof GOODS_PATHS.newVisible

/** Which flag the outbox sets. */
export type QueuedGoodsFlag = 'recommended' | 'brandRecommended'

export interface GoodsFlagChange {
  value: boolean
  goods: Pick<GoodsRow, 'id' | 'version' | 'goodsNo'>[]
}

/** How long an online change waits for the server before it leaves the change to the outbox. */
export const OUTCOME_WAIT_MS = 10_000

export type GoodsFlagResult = { done: number; queued: number }

export async function queueGoodsFlag(flag: QueuedGoodsFlag, change: GoodsFlagChange): Promise<GoodsFlagResult> {
  const db = await whenAccountDb(5_000)
  if (!db) throw new Error('The local database is not available')
  const operation = flag === 'recommended' ? goodsRecommendOperation : goodsBrandRecommendOperation
  const entries = await enqueue(
    db,
    change.goods.map((row) => ({
      operation,
      payload: { id: row.id, value: change.value },
      baseVersion: row.version,
      label: row.goodsNo,
    })),
  )
  requestDrain()
  const outcomes = await awaitOutcomes(db, entries, isKnownOffline() ? 0 : OUTCOME_WAIT_MS)
  const refused = outcomes.find((outcome) => outcome.kind === 'refused')
  if (refused?.kind === 'refused') throw outboxRefusal(refused.entry)
  return {
    done: outcomes.filter((outcome) => outcome.kind === 'done').length,
    queued: outcomes.filter((outcome) => outcome.kind === 'queued').length,
  }
}

/** Recommend or brand-recommend through the outbox. */
export function useQueueGoodsFlag(flag: QueuedGoodsFlag) {
  const queryClient = useQueryClient()
  return useMutation({
    // Queuing is a local write: it works with no network.
    networkMode: 'always',
    mutationFn: (change: GoodsFlagChange) => queueGoodsFlag(flag, change),
    onError: (error) => notifyFailure(errorMessage(error)),
    onSettled: (_result, _error, change) =>
      invalidateGoods(
        queryClient,
        change.goods.map((row) => row.id),
      ),
  })
}

/** The goods lists and the details of the goods changed, not every goods query (STYLE.md §2). */
function invalidateGoods(queryClient: QueryClient, ids: string[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: goodsKeys.lists() }),
    ...ids.map((id) => queryClient.invalidateQueries({ queryKey: goodsKeys.detail(id) })),
  ])
}

/** A flag that needs the network (new goods' visibility). */
export function useSetGoodsFlag(path: GoodsFlagPath) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, value }: { ids: string[]; value: boolean }) =>
      apiFetch<GoodsRow[]>(path, {
        body: ids.length === 1 ? { id: ids[0], value } : { ids, value },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onError: (error) => notifyFailure(errorMessage(error)),
    onSettled: (_result, _error, change) => invalidateGoods(queryClient, change.ids),
  })
}
