// Print files drawn later (issue 17: a batch of 100 pictures × 10 models spends most of its CPU
// drawing print files nobody looks at yet). A batch records what each print file is drawn from
// (design_pending_prints) and gives designs and goods their print file's address at once; the
// file is drawn the first time anything needs it — its download or a production ticket's
// download — with the mockups recorded on it that are not drawn yet. Until then its mockups are
// drawn from its pictures (a view, the batch's follow-up job). Content addressing makes every path
// draw the same bytes once (ensureFile).
//
// The row pins the library pictures it names: deleting a material keeps a pinned picture's stored
// file (pinnedPictureKeys, asked by the materials module before it deletes files), and the last
// pending print file drawn from it deletes the file once no material keeps it.
import { and, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm'
import type { DesignSide, PrintArea } from '../../../src/contract/designs'
import { ErrorCode } from '../../../src/contract/errors'
import { designMockups, designPendingPrints, materials } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'
import type { FileStorage } from '../../lib/file-storage'
import { ensureFile } from './design-render'
import { mockupPictures, type RenderInputs, renderMockup, renderPrintFile } from './render'
import type { PhotoShape } from './side-photo'

export interface PendingPrint {
  key: string
  side: DesignSide
  area: PrintArea
  images: Record<string, { key: string; format: 'png' | 'jpeg' }>
}

/** Remembers print files to draw later (in the writing transaction); known ones stay as they are. */
export async function recordPendingPrints(tx: Database, did: string, pending: PendingPrint[]) {
  if (pending.length === 0) return
  await tx
    .insert(designPendingPrints)
    .values(
      pending.map((print) => ({
        key: print.key,
        did,
        side: print.side,
        area: { width: print.area.width, height: print.area.height },
        images: print.images,
        pictureKeys: [...new Set(Object.values(print.images).map((image) => image.key))],
      })),
    )
    .onConflictDoNothing()
}

/** Stored picture keys among `keys` that a pending print file still needs. */
export async function pinnedPictureKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db
    .select({ keys: designPendingPrints.pictureKeys })
    .from(designPendingPrints)
    .where(arrayOverlaps(designPendingPrints.pictureKeys, keys))
  const wanted = new Set(keys)
  return new Set(rows.flatMap((row) => row.keys).filter((key) => wanted.has(key)))
}

export type PendingRow = typeof designPendingPrints.$inferSelect
type MockupRow = typeof designMockups.$inferSelect

export async function pendingPrint(db: Database, key: string): Promise<PendingRow | undefined> {
  const [row] = await db.select().from(designPendingPrints).where(eq(designPendingPrints.key, key))
  return row
}

/** The pictures a pending print file is drawn from (stored while it is pending). */
async function picturesOf(storage: FileStorage, row: PendingRow): Promise<RenderInputs> {
  const images = new Map<string, { body: Buffer; format: 'png' | 'jpeg'; key: string }>()
  for (const [materialId, picture] of Object.entries(row.images)) {
    const stored = await storage.get(picture.key)
    if (!stored) throw new Error(`picture ${picture.key} of pending print file ${row.key} is gone`)
    images.set(materialId, { body: stored.body, format: picture.format, key: picture.key })
  }
  return { images, fonts: new Map() }
}

/** A recorded mockup drawn from the pictures of its pending print file (not from the print file). */
export async function drawMockupFromPending(
  storage: FileStorage,
  print: PendingRow,
  mockup: MockupRow,
  inputs?: RenderInputs,
): Promise<boolean> {
  const pictures = inputs ?? (await mockupPictures(print.side, print.area, await picturesOf(storage, print)))
  return ensureFile(storage, mockup.key, () =>
    renderMockup(print.side, print.area, pictures, {
      side: mockup.side,
      color: mockup.color,
      shape: mockup.shape as PhotoShape,
    }),
  )
}

/**
 * The mockups recorded on a pending print file that are not stored yet, drawn from its pictures
 * decoded once; answers how many were drawn. The print file stays pending.
 */
export async function drawMockupsOfPending(
  db: Database,
  storage: FileStorage,
  print: PendingRow,
  inputs?: RenderInputs,
): Promise<number> {
  const recorded = await db.select().from(designMockups).where(eq(designMockups.printKey, print.key))
  const missing: MockupRow[] = []
  for (const mockup of recorded) if (!(await storage.has(mockup.key))) missing.push(mockup)
  if (missing.length === 0) return 0
  const pictures = await mockupPictures(print.side, print.area, inputs ?? (await picturesOf(storage, print)))
  let drawn = 0
  for (const mockup of missing) if (await drawMockupFromPending(storage, print, mockup, pictures)) drawn++
  return drawn
}

export interface DrawnFiles {
  /** False for a key nobody recorded and nothing stored: the caller's 404. */
  present: boolean
  printFile: boolean
  mockups: number
}

/**
 * Makes sure the print file under `key` is stored: drawn now if it is pending, and with it every
 * mockup recorded on it that is not stored yet, from the same pictures — the pending row is what
 * they are drawn from, and it goes once the print file is stored. A drawing that fails is
 * design.renderFailed (400) and the row stays.
 */
export async function drawPendingFiles(db: Database, storage: FileStorage, key: string): Promise<DrawnFiles> {
  const row = await pendingPrint(db, key)
  if (!row) return { present: await storage.has(key), printFile: false, mockups: 0 }
  let printFile = false
  let mockups = 0
  try {
    const inputs = await picturesOf(storage, row)
    printFile = await ensureFile(storage, key, async () => (await renderPrintFile(row.side, row.area, inputs)).body)
    mockups = await drawMockupsOfPending(db, storage, row, inputs)
  } catch {
    // Stays pending (and pinned): a clear answer in the caller's language, never a 500.
    throw new AppError(ErrorCode.RULE, 'design.renderFailed')
  }
  await release(db, storage, row)
  return { present: true, printFile, mockups }
}

/** Makes sure the print file under `key` is stored (see drawPendingFiles); false: the caller's 404. */
export async function ensurePrintFile(db: Database, storage: FileStorage, key: string): Promise<boolean> {
  return (await drawPendingFiles(db, storage, key)).present
}

/** The pending row goes; a picture it pinned whose material is gone, and that no other pending file needs, goes too. */
async function release(db: Database, storage: FileStorage, row: PendingRow) {
  await db
    .delete(designPendingPrints)
    .where(and(eq(designPendingPrints.did, row.did), eq(designPendingPrints.key, row.key)))
  if (row.pictureKeys.length === 0) return
  const kept = await db
    .select({ key: materials.storageKey })
    .from(materials)
    .where(inArray(materials.storageKey, row.pictureKeys))
  const pinned = await pinnedPictureKeys(db, row.pictureKeys)
  const keep = new Set([...kept.map((material) => material.key), ...pinned])
  await Promise.all(row.pictureKeys.filter((key) => !keep.has(key)).map((key) => storage.delete(key).catch(() => {})))
}

/** How many print files of the tenant wait to be drawn (the follow-up job's progress, tests). */
export async function pendingPrintCount(db: Database, did: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(designPendingPrints)
    .where(and(eq(designPendingPrints.did, did)))
  return row?.count ?? 0
}
