// Mockups drawn when first needed: a batch records what each mockup is drawn from
// (design_mockups) and gives the goods their addresses at once; the address draws the file the
// first time it is asked for, and the follow-up job (design.mockups) draws the rest in the
// background so later views, listings and exports find them stored.
import { eq } from 'drizzle-orm'
import { designMockups } from '../../db/schema'
import type { Database } from '../../db/types'
import type { FileStorage } from '../../lib/file-storage'
import { drawMockup, ensureFile } from './design-render'
import { ensurePrintFile } from './pending-prints'
import type { PhotoShape } from './side-photo'

type MockupRow = typeof designMockups.$inferSelect

const sourceOf = (row: MockupRow) => ({
  printKey: row.printKey,
  side: row.side,
  color: row.color,
  shape: row.shape as PhotoShape,
})

/** Draws the mockup under `key` if it is recorded and not stored yet; unknown keys are left alone (a 404 follows). */
export async function drawRecordedMockup(db: Database, storage: FileStorage, key: string): Promise<boolean> {
  if (await storage.has(key)) return false
  const [row] = await db.select().from(designMockups).where(eq(designMockups.key, key))
  if (!row) return false
  // A batch's print file may still be pending: the mockup is drawn from the real one.
  await ensurePrintFile(db, storage, row.printKey)
  return ensureFile(storage, key, () => drawMockup(storage, sourceOf(row)))
}
