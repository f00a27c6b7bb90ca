// Print files drawn later (issue 17: a batch of 100 pictures × 10 models spends most of its CPU
// drawing print files nobody looks at yet). A batch records what each print file is drawn from
// (design_pending_prints) and gives designs and goods their print file's address at once; the
// file is drawn the first time anything needs it — its download, a production ticket's download,
// its mockup — or by the batch's follow-up job, whichever comes first. Content addressing makes
// every path draw the same bytes once (ensureFile).
//
// The row pins the library pictures it names: deleting a material keeps a pinned picture's stored
// file (pinnedPictureKeys, asked by the materials module before it deletes files), and the last
// pending print file drawn from it deletes the file once no material keeps it.
import { and, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm'
import type { DesignSide, PrintArea } from '../../../src/contract/designs'
import { ErrorCode } from '../../../src/contract/errors'
import { designPendingPrints, materials } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'
import type { FileStorage } from '../../lib/file-storage'
import { ensureFile } from './design-render'
import { renderPrintFile } from './render'

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

type PendingRow = typeof designPendingPrints.$inferSelect

/** Draws one pending print file from the pictures it names (stored while it is pending). */
async function drawPending(storage: FileStorage, row: PendingRow): Promise<Buffer> {
  const images = new Map<string, { body: Buffer; format: 'png' | 'jpeg'; key: string }>()
  for (const [materialId, picture] of Object.entries(row.images)) {
    const stored = await storage.get(picture.key)
    if (!stored) throw new Error(`picture ${picture.key} of pending print file ${row.key} is gone`)
    images.set(materialId, { body: stored.body, format: picture.format, key: picture.key })
  }
  return (await renderPrintFile(row.side, row.area, { images, fonts: new Map() })).body
}

/**
 * Makes sure the print file under `key` is stored: drawn now if it is pending. Answers whether
 * the file is there (false for a key nobody recorded: the caller's 404). A drawing that fails is
 * design.renderFailed (400).
 */
export async function ensurePrintFile(db: Database, storage: FileStorage, key: string): Promise<boolean> {
  const [row] = await db.select().from(designPendingPrints).where(eq(designPendingPrints.key, key))
  if (!row) return storage.has(key)
  try {
    await ensureFile(storage, key, () => drawPending(storage, row))
  } catch {
    // Stays pending (and pinned): a clear answer in the caller's language, never a 500.
    throw new AppError(ErrorCode.RULE, 'design.renderFailed')
  }
  await release(db, storage, row)
  return true
}

/** The pending row goes; a picture it pinned whose material is gone, and that no other pending file needs, goes too. */
async function release(db: Database, storage: FileStorage, row: PendingRow) {
  await db.delete(designPendingPrints).where(eq(designPendingPrints.key, row.key))
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
