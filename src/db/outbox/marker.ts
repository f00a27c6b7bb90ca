// The outbox's side of storage-loss detection (../storage-loss.ts): the database keeps the id of
// its instance, localStorage keeps that id and the number of changes not yet on the server. Run
// when the account's database is bound and after every change to the outbox made by the page.
import type { AccountDb } from '../schema'
import { readOutboxMarker, recordStorageLoss, type StorageLoss, writeOutboxMarker } from '../storage-loss'

const INSTANCE_KEY = 'instance'

/**
 * Compares the database with the marker, records a loss when changes were waiting in a database
 * that is gone, and writes the marker afresh. Answers the loss found now, or null.
 */
export async function checkOutboxMarker(db: AccountDb, now = Date.now()): Promise<StorageLoss | null> {
  const marker = readOutboxMarker(db.accountId)
  const { instance, unsynced } = await instanceAndCount(db, now)
  let loss: StorageLoss | null = null
  if (marker && marker.instance !== instance && marker.unsynced > 0) {
    loss = { lost: marker.unsynced, since: marker.at, detectedAt: now }
    recordStorageLoss(db.accountId, loss)
  }
  writeOutboxMarker(db.accountId, { instance, unsynced, at: now })
  return loss
}

/**
 * The instance id and the unsynced count, read in a read-only transaction: a read-write one (as
 * every check took before) held up the next change's write until it ended, which made a queued
 * change wait on the previous one's check (enqueue p95 6.7 ms, issue 21). Only a database without
 * an id yet (its first check) writes one.
 */
async function instanceAndCount(db: AccountDb, now: number): Promise<{ instance: string; unsynced: number }> {
  const read = await db.transaction('r', db.deviceMarker, db.outbox, async () => ({
    record: await db.deviceMarker.get(INSTANCE_KEY),
    unsynced: await db.outbox.count(),
  }))
  if (read.record) return { instance: read.record.id, unsynced: read.unsynced }
  return db.transaction('rw', db.deviceMarker, db.outbox, async () => {
    let record = await db.deviceMarker.get(INSTANCE_KEY)
    if (!record) {
      record = { key: INSTANCE_KEY, id: crypto.randomUUID(), createdAt: now }
      await db.deviceMarker.put(record)
    }
    // Every entry is unsynced (types.ts, EVERY_STATE_UNSYNCED).
    return { instance: record.id, unsynced: await db.outbox.count() }
  })
}

const followUps = new WeakMap<AccountDb, { again: boolean }>()

/**
 * After changes were queued: the marker counts them soon, not before the change is answered as
 * committed. One check at a time per database; changes queued while it runs are counted by one
 * more check after it, so a burst of taps (or a bulk change queued entry by entry) costs two
 * checks, not one each, and no check is in the way of the next change's write for long.
 */
export function checkOutboxMarkerSoon(db: AccountDb): Promise<void> {
  const running = followUps.get(db)
  if (running) {
    running.again = true
    return Promise.resolve()
  }
  const run = { again: false }
  followUps.set(db, run)
  return (async () => {
    try {
      do {
        run.again = false
        await checkOutboxMarker(db).catch(() => null)
      } while (run.again)
    } finally {
      followUps.delete(db)
    }
  })()
}
