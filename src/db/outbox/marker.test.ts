import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import {
  acknowledgeStorageLoss,
  anyOutboxMarkerUnsynced,
  forgetOutboxMarker,
  readOutboxMarker,
  readStorageLoss,
} from '../storage-loss'
import { checkOutboxMarker } from './marker'
import { shipOrderOperation } from './operations/ship-order'
import { enqueue } from './queue'

const ACCOUNT = 'marker-acc'
let db: AccountDb

const ship = (orderId: string) => ({
  operation: shipOrderOperation,
  payload: { orderId, expressCode: 'SF', trackingNo: `TRK-${orderId}`, version: 1 },
  label: orderId,
})

/** What the browser does when it clears the site's IndexedDB: the database is simply gone. */
async function wipe(): Promise<void> {
  db.close()
  await Dexie.delete(accountDbName(ACCOUNT))
  db = new AccountDb(ACCOUNT)
}

beforeEach(() => {
  // The page's localStorage (the service worker's types, which also check this file, know none).
  ;(globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear()
  db = new AccountDb(ACCOUNT)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(ACCOUNT))
})

describe('storage loss detection (issue 14 item 17)', () => {
  it('a database lost with changes waiting is reported with how many, until the user has read it', async () => {
    await enqueue(db, [ship('o1'), ship('o2')])
    await checkOutboxMarker(db)
    await wipe()
    const loss = await checkOutboxMarker(db)
    expect(loss).toMatchObject({ lost: 2 })
    expect(readStorageLoss(ACCOUNT)).toMatchObject({ lost: 2 })
    // The next start does not report it twice, but it stays until read.
    expect(await checkOutboxMarker(db)).toBeNull()
    expect(readStorageLoss(ACCOUNT)).toMatchObject({ lost: 2 })
    acknowledgeStorageLoss(ACCOUNT)
    expect(readStorageLoss(ACCOUNT)).toBeNull()
  })

  it('the marker follows the outbox: changes that reached the server are not reported when the storage goes', async () => {
    await enqueue(db, [ship('o1')])
    await checkOutboxMarker(db)
    await db.outbox.clear()
    await checkOutboxMarker(db)
    await wipe()
    expect(await checkOutboxMarker(db)).toBeNull()
    expect(readStorageLoss(ACCOUNT)).toBeNull()
  })

  it('the same database is no loss, whatever its outbox holds now (the service worker may have sent them)', async () => {
    await enqueue(db, [ship('o1')])
    await checkOutboxMarker(db)
    await db.outbox.clear()
    expect(await checkOutboxMarker(db)).toBeNull()
  })

  it('a sign-out deletes the data on purpose: nothing is reported afterwards', async () => {
    await enqueue(db, [ship('o1')])
    await checkOutboxMarker(db)
    forgetOutboxMarker(ACCOUNT)
    await wipe()
    expect(await checkOutboxMarker(db)).toBeNull()
  })

  it('tells the sign-in page whether changes wait, so it opens IndexedDB only when they may', async () => {
    expect(anyOutboxMarkerUnsynced()).toBe(false)
    await checkOutboxMarker(db)
    expect(anyOutboxMarkerUnsynced()).toBe(false)
    await enqueue(db, [ship('o1')])
    await checkOutboxMarker(db)
    expect(anyOutboxMarkerUnsynced()).toBe(true)
    await db.outbox.clear()
    await checkOutboxMarker(db)
    expect(anyOutboxMarkerUnsynced()).toBe(false)
  })

  it('a burst of changes queued one by one is counted whole by the marker, checked behind them (issue 21)', async () => {
    await checkOutboxMarker(db)
    // Each enqueue asks for a check; the checks run one at a time with one more after the burst.
    await Promise.all(Array.from({ length: 12 }, (_, i) => enqueue(db, [ship(`o${i}`)])))
    await enqueue(db, [ship('last')])
    await vi.waitFor(() => expect(readOutboxMarker(ACCOUNT)?.unsynced).toBe(13))
    // And a loss after that burst reports every change of it.
    await wipe()
    expect(await checkOutboxMarker(db)).toMatchObject({ lost: 13 })
  })
})
