// Detecting that the browser lost this account's IndexedDB (site data cleared, storage evicted
// under pressure) while changes were waiting in the outbox (issue 14 item 17). The outbox keeps a
// marker outside IndexedDB, in localStorage: the id of the database instance it wrote to and how
// many changes were not yet on the server. A database that comes back without that instance id,
// while the marker says changes were waiting, lost them; the loss is kept here until the user has
// read it, so the header never claims "everything is on the server" over lost changes.
// No Dexie here: the header reads it on the first page. localStorage is absent in the service
// worker; there the marker is simply not written (the page writes it again after every drain).

import {
  readStorage as readLocal,
  removeStorage as removeLocal,
  storageKeys,
  writeStorage as writeLocal,
} from '../lib/safe-storage'

const readStorage = (key: string) => readLocal('local', key)
const writeStorage = (key: string, value: string) => writeLocal('local', key, value)
const removeStorage = (key: string) => removeLocal('local', key)

export interface OutboxMarker {
  /** Id of the database instance the outbox wrote to (kept in the database too). */
  instance: string
  /** Changes not yet on the server when the marker was written. */
  unsynced: number
  at: number
}

export interface StorageLoss {
  /** Changes that were waiting when the storage was lost (at most; some may have gone out by then). */
  lost: number
  /** When the lost database was last known to hold them. */
  since: number
  detectedAt: number
}

const markerKey = (accountId: string) => `dis-outbox-marker:${accountId}`
const lossKey = (accountId: string) => `dis-storage-loss:${accountId}`
type Listener = () => void
const listeners = new Set<Listener>()

function readJson<T>(key: string): T | null {
  const raw = readStorage(key)
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function readOutboxMarker(accountId: string): OutboxMarker | null {
  return readJson<OutboxMarker>(markerKey(accountId))
}

/**
 * Whether any account's marker says changes were waiting. The sign-in page asks this before opening
 * IndexedDB: Dexie and the database schema are a large download it needs only when the answer is
 * yes. The page writes the marker after every queued change and every drain of its own (a drain
 * by the service worker leaves it higher than the truth, which only costs that download).
 */
export function anyOutboxMarkerUnsynced(): boolean {
  const all = storageKeys('local')
  if (!all) return true
  try {
    const keys = all.filter((key) => key.startsWith('dis-outbox-marker:'))
    return keys.some((key) => (readJson<OutboxMarker>(key)?.unsynced ?? 0) > 0)
  } catch {
    return true
  }
}

export function writeOutboxMarker(accountId: string, marker: OutboxMarker): void {
  writeStorage(markerKey(accountId), JSON.stringify(marker))
}

export function readStorageLoss(accountId: string): StorageLoss | null {
  return readJson<StorageLoss>(lossKey(accountId))
}

export function recordStorageLoss(accountId: string, loss: StorageLoss): void {
  const known = readStorageLoss(accountId)
  // A second loss before the first was read adds to it.
  const lost = (known?.lost ?? 0) + loss.lost
  writeStorage(lossKey(accountId), JSON.stringify({ ...loss, lost, since: known?.since ?? loss.since }))
  for (const listener of listeners) listener()
}

/** The user has read it. */
export function acknowledgeStorageLoss(accountId: string): void {
  removeStorage(lossKey(accountId))
  for (const listener of listeners) listener()
}

/** Sign-out deletes the account's data on purpose: nothing to report afterwards. */
export function forgetOutboxMarker(accountId: string): void {
  removeStorage(markerKey(accountId))
  removeStorage(lossKey(accountId))
  for (const listener of listeners) listener()
}

export function onStorageLossChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
