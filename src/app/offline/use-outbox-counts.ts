// The header's live pending/attention counts, without putting Dexie into the first page: the
// watcher module is imported once a database is bound.
import { useEffect, useState } from 'react'
import { getAccountDb, subscribeAccountDb } from '../../db/current'
import type { OutboxCounts } from '../../db/live'
import type { AccountDb } from '../../db/schema'

const NONE: OutboxCounts = { pending: 0, attention: 0 }

export function useOutboxCounts(): OutboxCounts {
  const [db, setDb] = useState<AccountDb | null>(getAccountDb)
  const [counts, setCounts] = useState<OutboxCounts>(NONE)
  useEffect(() => subscribeAccountDb(setDb), [])
  useEffect(() => {
    if (!db) {
      setCounts(NONE)
      return
    }
    let stop: (() => void) | null = null
    let cancelled = false
    void import('../../db/live').then(({ watchOutboxCounts }) => {
      if (!cancelled) stop = watchOutboxCounts(db, setCounts)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [db])
  return counts
}
