// Mockups drawn when first needed: a batch records what each mockup is drawn from
// (design_mockups) and gives the goods their addresses at once; the address draws the file the
// first time it is asked for, and the follow-up job (design.mockups) draws the rest in the
// background so later views, listings and exports find them stored. A mockup is drawn from the
// pictures while its print file is pending (drawing a pending print file draws its mockups too,
// pending-prints.ts); only one recorded on a print file drawn earlier decodes that file.
import { eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import { designMockups } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'
import type { FileStorage } from '../../lib/file-storage'
import { drawMockupFromPrintFile, ensureFile } from './design-render'
import { drawMockupFromPending, ensurePrintFile, pendingPrint } from './pending-prints'
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
  // A batch's print file still pending: the mockup is drawn from its pictures, at the mockup's
  // size, and the print file waits (a tenth of the CPU of drawing and decoding it).
  const pending = await pendingPrint(db, row.printKey)
  if (pending) {
    try {
      return await drawMockupFromPending(storage, pending, row)
    } catch {
      throw new AppError(ErrorCode.RULE, 'design.renderFailed')
    }
  }
  // Drawn already, its pictures maybe gone from the library since: from the stored print file.
  await ensurePrintFile(db, storage, row.printKey)
  return ensureFile(storage, key, () => drawMockupFromPrintFile(storage, sourceOf(row)))
}
