// Writing production jobs into the mirror: a row replaces the stored one only when it is at least
// as new (a late answer or an older delta must not undo a fresher change).
import type { ProductionJobRow } from '../../contract/production'
import type { AccountDb } from '../schema'

export async function putProductionJobs(db: AccountDb, rows: (ProductionJobRow | null | undefined)[]): Promise<void> {
  const fresh = rows.filter((row): row is ProductionJobRow => Boolean(row?.id))
  if (fresh.length === 0) return
  await db.transaction('rw', db.productionJobs, async () => {
    const current = await db.productionJobs.bulkGet(fresh.map((row) => row.id))
    const newer = fresh.filter((row, index) => (current[index]?.version ?? -1) <= row.version)
    await db.productionJobs.bulkPut(newer.map(({ deleted: _deleted, ...row }) => row))
  })
}
