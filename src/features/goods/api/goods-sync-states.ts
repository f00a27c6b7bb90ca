// Goods with a status change still in the outbox (DESIGN.md §6). While a change waits (pending,
// sending, retry, held) the row shows its new status; once it needs the user (conflict, failed)
// the row shows the server's status again and the sync panel has the rest. When a goods' changes
// leave the outbox (sent, or given up), the goods caches are refreshed from the server.
import { useQueryClient } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo, useRef } from 'react'
import type { GoodsStatus } from '../../../contract/goods'
import type { GoodsStatusPayload } from '../../../db/outbox/operations/goods-status'
import type { OutboxState } from '../../../db/outbox/types'
import { useAccountDb } from '../../../lib/use-account-db'
import { goodsKeys } from './keys'

export interface GoodsSyncState {
  /** Of the first waiting change (what the badge says). */
  state: OutboxState
  /** The status the goods will have once the waiting changes are in; undefined when they need the user. */
  status: GoodsStatus | undefined
}

const WAITING: readonly OutboxState[] = ['pending', 'sending', 'retry', 'held']

export function goodsSyncStatesOf(
  entries: { entity: string; state: OutboxState; payload: Record<string, unknown> }[],
): Map<string, GoodsSyncState> {
  const states = new Map<string, GoodsSyncState>()
  for (const entry of entries) {
    if (!entry.entity.startsWith('goods:')) continue
    const goodsId = entry.entity.slice('goods:'.length)
    const known = states.get(goodsId)
    // An entry that needs the user holds back everything after it on the same goods.
    if (known && !WAITING.includes(known.state)) continue
    const status = WAITING.includes(entry.state) ? (entry.payload as GoodsStatusPayload).status : undefined
    states.set(goodsId, { state: known?.state ?? entry.state, status })
  }
  return states
}

export function useGoodsSyncStates(): Map<string, GoodsSyncState> {
  const db = useAccountDb()
  const queryClient = useQueryClient()
  const entries = useLiveQuery(() => (db ? db.outbox.where('entity').startsWith('goods:').sortBy('seq') : []), [db])
  const states = useMemo(() => goodsSyncStatesOf(entries ?? []), [entries])
  const previous = useRef<Map<string, GoodsSyncState>>(new Map())
  useEffect(() => {
    const before = previous.current
    previous.current = states
    // A change went out or needs the user now: what the server has is what counts.
    const moved = [...before].some(([id, old]) => states.get(id)?.status !== old.status)
    if (moved) void queryClient.invalidateQueries({ queryKey: goodsKeys.all })
  }, [states, queryClient])
  return states
}

/** The row as it will be once its waiting changes are in. */
export function withSyncState<T extends { id: string; status: GoodsStatus }>(
  row: T,
  states: Map<string, GoodsSyncState>,
): T {
  const status = states.get(row.id)?.status
  return status && status !== row.status ? { ...row, status } : row
}
