// Goods with a status change still in the outbox (DESIGN.md §6). While a change waits (pending,
// sending, retry, held) the row shows its new status; once it needs the user (conflict, failed)
// the row shows the server's status again and the sync panel has the rest. When a goods' changes
// leave the outbox (sent, or given up), the goods caches are refreshed from the server.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import type { GoodsStatus } from '../../../contract/goods'
import type { GoodsStatusPayload } from '../../../db/outbox/operations/goods-status'
import type { OutboxState } from '../../../db/outbox/types'
import { invalidateAfterDrain, useOutboxLiveQuery } from '../../../lib/drain-coalesce'
import { useAccountDb } from '../../../lib/use-account-db'
import { goodsKeys } from './keys'

export interface GoodsSyncState {
  /** Of the first waiting change (what the badge says). */
  state: OutboxState
  /** The status the goods will have once the waiting changes are in; undefined when they need the user. */
  status: GoodsStatus | undefined
  /** The recommend flags the waiting changes set (absent: no waiting change of that flag). */
  recommended?: boolean
  brandRecommended?: boolean
}

const WAITING: readonly OutboxState[] = ['pending', 'sending', 'retry', 'held']
/** The flag each flag operation sets (src/db/outbox/operations/goods-flag.ts). */
const FLAG_OF: Record<string, 'recommended' | 'brandRecommended'> = {
  'goods.recommend': 'recommended',
  'goods.brandRecommend': 'brandRecommended',
}

export function goodsSyncStatesOf(
  entries: { entity: string; state: OutboxState; operation?: string; payload: Record<string, unknown> }[],
): Map<string, GoodsSyncState> {
  const states = new Map<string, GoodsSyncState>()
  for (const entry of entries) {
    if (!entry.entity.startsWith('goods:')) continue
    const goodsId = entry.entity.slice('goods:'.length)
    const known = states.get(goodsId)
    // An entry that needs the user holds back everything after it on the same goods.
    if (known && !WAITING.includes(known.state)) continue
    const waiting = WAITING.includes(entry.state)
    const next: GoodsSyncState = { ...known, state: known?.state ?? entry.state, status: known?.status }
    const flag = entry.operation ? FLAG_OF[entry.operation] : undefined
    if (!waiting) {
      // Needs the user: the server's values count until then.
      next.status = undefined
      delete next.recommended
      delete next.brandRecommended
    } else if (flag) next[flag] = entry.payload.value === true
    else next.status = (entry.payload as GoodsStatusPayload).status
    states.set(goodsId, next)
  }
  return states
}

export function useGoodsSyncStates(): Map<string, GoodsSyncState> {
  const db = useAccountDb()
  const queryClient = useQueryClient()
  // A drain of many changes re-renders the list once a second, not once per change (item 18).
  const entries = useOutboxLiveQuery(
    () => (db ? db.outbox.where('entity').startsWith('goods:').sortBy('seq') : []),
    [db],
  )
  const states = useMemo(() => goodsSyncStatesOf(entries ?? []), [entries])
  const previous = useRef<Map<string, GoodsSyncState>>(new Map())
  useEffect(() => {
    const before = previous.current
    previous.current = states
    // A change went out or needs the user now: what the server has is what counts.
    const moved = [...before].some(([id, old]) => {
      const now = states.get(id)
      return (
        now?.status !== old.status ||
        now?.recommended !== old.recommended ||
        now?.brandRecommended !== old.brandRecommended
      )
    })
    if (moved) void invalidateAfterDrain(queryClient, { queryKey: goodsKeys.all })
  }, [states, queryClient])
  return states
}

/** The row as it will be once its waiting changes are in. */
export function withSyncState<
  T extends { id: string; status: GoodsStatus; recommended?: boolean; brandRecommended?: boolean },
>(row: T, states: Map<string, GoodsSyncState>): T {
  const state = states.get(row.id)
  if (!state) return row
  const status = state.status && state.status !== row.status ? state.status : row.status
  const recommended = state.recommended ?? row.recommended
  const brandRecommended = state.brandRecommended ?? row.brandRecommended
  if (status === row.status && recommended === row.recommended && brandRecommended === row.brandRecommended) return row
  return { ...row, status, recommended, brandRecommended }
}
