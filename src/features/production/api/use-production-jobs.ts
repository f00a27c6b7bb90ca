// The production list read from the device (DESIGN.md §6): the mirrored jobs through useLiveQuery
// merged with the moves still in the outbox, and when the mirror last synced. Opening the screen
// asks for a fresh delta of the jobs, and again every half minute while it stays open and online
// (the jobs only: the app's own sync brings the rest).
import { useNetwork } from '@mantine/hooks'
import { useEffect, useMemo } from 'react'
import { mirrorActivity } from '../../../db/mirror/activity'
import { MIRRORS } from '../../../db/mirror/mirror-names'
import { PRODUCTION_ENTITY_PREFIX } from '../../../db/outbox/operations/production-stage'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import { floorOrder, type JobView, jobViews } from '../job-view'

export const REFRESH_MS = 30_000

export interface ProductionJobs {
  /** Undefined while the device database is opening. */
  views: JobView[] | undefined
  syncedAt: number | null
  syncError: string | null
}

export function useProductionJobs(): ProductionJobs {
  const db = useAccountDb()
  const { online } = useNetwork()
  const jobs = useLiveQuery(
    async () => (db ? db.productionJobs.orderBy('updatedAt').reverse().toArray() : undefined),
    [db],
  )
  const entries = useLiveQuery(
    () => (db ? db.outbox.where('entity').startsWith(PRODUCTION_ENTITY_PREFIX).sortBy('seq') : []),
    [db],
  )
  const state = useLiveQuery(async () => (db ? db.syncState.get(MIRRORS.production) : undefined), [db])
  useEffect(() => {
    if (!db || !online) return
    void mirrorActivity.syncNow('production')
    const timer = setInterval(() => void mirrorActivity.syncNow('production'), REFRESH_MS)
    return () => clearInterval(timer)
  }, [db, online])
  const views = useMemo(() => (jobs && entries ? floorOrder(jobViews(jobs, entries)) : undefined), [jobs, entries])
  return { views, syncedAt: state?.syncedAt ?? null, syncError: state?.error ?? null }
}
