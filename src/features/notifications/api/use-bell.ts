// The bell's live state (unread count, latest notices) and its poll, without putting Dexie into the
// first page: the feed module loads once the account's database is bound.
import { useEffect, useState } from 'react'
import type { AccountDb } from '../../../db/schema'
import type { BellState } from '../feed'

const EMPTY: BellState = { unread: 0, latest: [] }

export function useBell(db: AccountDb | null): BellState {
  const [state, setState] = useState<BellState>(EMPTY)
  useEffect(() => {
    if (!db) {
      setState(EMPTY)
      return
    }
    let stop: (() => void) | null = null
    let cancelled = false
    void import('../feed').then(({ watchNotices }) => {
      if (!cancelled) stop = watchNotices(db, setState)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [db])
  return state
}

/** Marks read (server, then the mirror); the feed module loads on the first use. */
export async function markNoticesRead(db: AccountDb | null, ids: string[] | 'all') {
  const { markRead } = await import('../feed')
  return markRead(db, ids)
}
