// The outbox's side of storage-loss detection (../storage-loss.ts): the database keeps the id of
// its instance, localStorage keeps that id and the number of changes not yet on the server. Run
// when the account's database is bound and after every change to the outbox made by the page.
import type { AccountDb } from '../schema'
import { readOutboxMarker, recordStorageLoss, type StorageLoss, writeOutboxMarker } from '../storage-loss'
import { UNSYNCED_STATES } from './types'

const INSTANCE_KEY = 'instance'

/**
 * Compares the database with the marker, records a loss when changes were waiting in a database
 * that is gone, and writes the marker afresh. Answers the loss found now, or null.
 */
export async function checkOutboxMarker(db: AccountDb, now = Date.now()): Promise<StorageLoss | null> {
  const marker = readOutboxMarker(db.accountId)
  const { instance, unsynced } = await db.transaction('rw', db.deviceMarker, db.outbox, async () => {
    let record = await db.deviceMarker.get(INSTANCE_KEY)
    if (!record) {
      record = { key: INSTANCE_KEY, id: crypto.randomUUID(), createdAt: now }
      await db.deviceMarker.put(record)
    }
    return { instance: record.id, unsynced: await db.outbox.where('state').anyOf(UNSYNCED_STATES).count() }
  })
  let loss: StorageLoss | null = null
  if (marker && marker.instance !== instance && marker.unsynced > 0) {
    loss = { lost: marker.unsynced, since: marker.at, detectedAt: now }
    recordStorageLoss(db.accountId, loss)
  }
  writeOutboxMarker(db.accountId, { instance, unsynced, at: now })
  return loss
}
