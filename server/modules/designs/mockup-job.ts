// The design.mockups job kind: after a batch, draws the mockups of the goods it made that nobody
// has viewed yet (a view draws its own at once, see mockups.ts), a few designs a step, so listings
// and exports later find them stored. Drawing is idempotent (content-addressed files), so a step
// run twice after a crash only finds its files there.
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm'
import { z } from 'zod'
import { designBatchItems, designs, designVersions } from '../../db/schema'
import { registerJobKind } from '../../jobs/registry'
import { storageFor } from '../../lib/file-storage'
import { drawRecordedMockup } from './mockups'

export const MOCKUPS_KIND = 'design.mockups'
const DESIGNS_PER_STEP = 10
const payloadSchema = z.object({ batchJobId: z.string().min(1).max(64) })

registerJobKind<z.infer<typeof payloadSchema>>(MOCKUPS_KIND, {
  payload: payloadSchema,
  permission: { key: 'batch_customized', action: 'query' },
  maxAttempts: 3,
  async run({ job, payload, cursor, db, config, signal }) {
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
            and(eq(designs.id, designVersions.designId), eq(designs.currentVersion, designVersions.number)),
          )
          .where(and(eq(designs.did, job.did), inArray(designs.id, ids)))
      : []
    const storage = storageFor(config.dataDir)
    let drawn = 0
    for (const version of versions) {
      if (signal.aborted) break
      for (const file of version.files) if (await drawRecordedMockup(db, storage, file.mockup)) drawn++
    }
    return {
      cursor: items.at(-1)?.seq ?? after,
      done: items.length < DESIGNS_PER_STEP,
      processed: items.length,
      counts: { drawn },
    }
  },
})
