// Dictionaries, areas and express companies are read from the account's mirror (so forms work
// offline); the network is asked only when the mirror does not hold them yet, and its answer is
// kept there. The mirror sync refreshes them and invalidates these queries.
import { whenAccountDb } from '../../db/current'
import type { AccountDb } from '../../db/schema'

/** How long a lookup waits for the account's database to open before asking the network alone. */
const DB_WAIT_MS = 1_000

export async function throughMirror<T>(
  read: (db: AccountDb) => Promise<T | null>,
  write: (db: AccountDb, value: T) => Promise<void>,
  fetcher: () => Promise<T>,
): Promise<T> {
  const db = await whenAccountDb(DB_WAIT_MS)
  if (db) {
    const mirrored = await read(db).catch(() => null)
    if (mirrored) return mirrored
  }
  const fresh = await fetcher()
  if (db) await write(db, fresh).catch(() => {})
  return fresh
}

export const lookupMirror = () => import('../../db/mirror/lookups')
