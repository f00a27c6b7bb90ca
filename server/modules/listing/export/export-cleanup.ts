// Old export files go: a finished file is kept EXPORT_KEEP_DAYS, then deleted from disk and its
// record marked `expired` (it stays in the list as history, and says the file is gone).
//
// Done by the hourly maintenance sweep (plugins/maintenance.ts), not a job and not on create: it is
// a delete by age like the sweep's others, safe on every instance at once (the record moves only
// from `done`, and removing a file already gone is no error), it needs no tenant or caller, and a
// seller who never exports again still has their old files removed — which clean-up on create
// would not do.
import { and, eq, lt } from 'drizzle-orm'
import type { AppConfig } from '../../../config'
import { listingExports } from '../../../db/schema'
import type { Database } from '../../../db/types'
import { exportPaths, type FileType, removeFiles } from './export-file'
import { EXPORT_KEEP_MS } from './export-records'

/** Records handled per sweep step (the next step takes the rest). */
const STEP = 200

/** Deletes the files of exports finished before the keep period; how many records expired. */
export async function expireOldExports(db: Database, config: Pick<AppConfig, 'dataDir'>, now = Date.now()) {
  let expired = 0
  for (;;) {
    const old = await db
      .select({ id: listingExports.id, did: listingExports.did, fileType: listingExports.fileType })
      .from(listingExports)
      .where(and(eq(listingExports.state, 'done'), lt(listingExports.finishedAt, new Date(now - EXPORT_KEEP_MS))))
      .limit(STEP)
    for (const record of old) {
      // The record first: a download that starts now is refused rather than cut off half-way.
      const [marked] = await db
        .update(listingExports)
        .set({ state: 'expired' })
        .where(
          and(eq(listingExports.did, record.did), eq(listingExports.id, record.id), eq(listingExports.state, 'done')),
        )
        .returning({ id: listingExports.id })
      await removeFiles(exportPaths(config.dataDir, record.did, record.id, record.fileType as FileType), false)
      if (marked) expired++
    }
    if (old.length < STEP) return expired
  }
}
