// The design.mockups job kind: batches of earlier versions queued it after their last step to draw
// the mockups of the goods they made that nobody viewed yet. Batches now draw their mockups in
// their own steps (batch-mockups.ts); this stays registered for the jobs already queued. It draws
// a few designs a step, two print files' mockups at once, from the pictures; print files wait
// for production (pending-prints.ts). Drawing is idempotent (content-addressed files), so a step
// run twice after a crash only finds its files there.
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm'
import { z } from 'zod'
import { designBatchItems, designs, designVersions } from '../../db/schema'
import { registerJobKind } from '../../jobs/registry'
import { storageFor } from '../../lib/file-storage'
import { inParallel } from './in-parallel'
import { drawRecordedMockup } from './mockups'
import { drawMockupsOfPending, pendingPrint } from './pending-prints'

export const MOCKUPS_KIND = 'design.mockups'
const DESIGNS_PER_STEP = 10
/** Drawings at once: each keeps one core busy (sharp runs one thread an image here). */
const DRAWN_AT_ONCE = 2
const payloadSchema = z.object({ batchJobId: z.string().min(1).max(64) })

registerJobKind<z.infer<typeof payloadSchema>>(MOCKUPS_KIND, {
  payload: payloadSchema,
  permission: { key: 'batch_customized', action: 'query' },
  maxAttempts: 3,
  async run({ job, payload, cursor, db, config, log, signal, heartbeat }) {
    const after = (cursor as number | null) ?? -1
    const items = await db
      .select({ seq: designBatchItems.seq, designId: designBatchItems.designId })
      .from(designBatchItems)
      .where(
        and(
          eq(designBatchItems.did, job.did),
          eq(designBatchItems.jobId, payload.batchJobId),
          isNotNull(designBatchItems.designId),
          gt(designBatchItems.seq, after),
        ),
      )
      .orderBy(asc(designBatchItems.seq))
      .limit(DESIGNS_PER_STEP)
    const ids = items.map((item) => item.designId!)
    const versions = ids.length
      ? await db
          .select({ files: designVersions.files })
          .from(designVersions)
          .innerJoin(
            designs,
            // The version the batch made (goods ordered since keep it, whatever the design became).
            and(eq(designs.id, designVersions.designId), eq(designVersions.number, 1)),
          )
          .where(and(eq(designs.did, job.did), inArray(designs.id, ids)))
      : []
    const storage = storageFor(config.dataDir)
    let drawn = 0
    let failed = 0
    // By print file: a pending one's mockups are drawn from its pictures, decoded once for all
    // the models that share it.
    const byPrintFile = new Map<string, string[]>()
    for (const file of versions.flatMap((version) => version.files))
      byPrintFile.set(file.printFile, [...(byPrintFile.get(file.printFile) ?? []), file.mockup])
    await inParallel([...byPrintFile], DRAWN_AT_ONCE, async ([printKey, mockupKeys]) => {
      if (signal.aborted) return
      try {
        const pending = await pendingPrint(db, printKey)
        // Counted after the await: `drawn += await …` would read the count before the other lane adds to it.
        let made = 0
        if (pending) made = await drawMockupsOfPending(db, storage, pending)
        else for (const key of mockupKeys) if (await drawRecordedMockup(db, storage, key)) made++
        drawn += made
      } catch (error) {
        // One damaged file stays as it is (drawn, or refused, when someone asks for it); the rest go on.
        log.warn({ err: error, job: job.id, key: printKey }, 'design files: a mockup could not be drawn')
        failed++
      }
      await heartbeat()
    })
    // Stopped midway: the step is done again next time (what it drew is found stored).
    if (signal.aborted) return { cursor: after, done: false, processed: 0 }
    return {
      cursor: items.at(-1)?.seq ?? after,
      done: items.length < DESIGNS_PER_STEP,
      processed: items.length,
      counts: { drawn, failed },
    }
  },
})
