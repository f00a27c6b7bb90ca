// Opening and deleting the databases (imports Dexie: reached only through dynamic imports from the
// page, so Dexie stays out of the first page's scripts).
import Dexie from 'dexie'
import { accountDbName } from './names'
import { AccountDb, MetaDb, type MetaSession } from './schema'
import { forgetOutboxMarker } from './storage-loss'

const open = new Map<string, AccountDb>()
let meta: MetaDb | null = null

export function accountDb(accountId: string): AccountDb {
  let db = open.get(accountId)
  if (!db) {
    db = new AccountDb(accountId)
    open.set(accountId, db)
  }
  return db
}

export function metaDb(): MetaDb {
  meta ??= new MetaDb()
  return meta
}

export async function readMetaSession(): Promise<MetaSession | null> {
  return (await metaDb().session.get('current')) ?? null
}

export async function writeMetaSession(session: Omit<MetaSession, 'key'>): Promise<void> {
  await metaDb().session.put({ key: 'current', ...session })
}

export async function setMetaToken(token: string | null): Promise<void> {
  await metaDb().session.update('current', { token })
}

/** Sign-out: the account's mirror and outbox are deleted from this device. */
export async function deleteAccountData(accountId: string): Promise<void> {
  const db = open.get(accountId)
  open.delete(accountId)
  db?.close()
  await Dexie.delete(accountDbName(accountId))
  // Deleted on purpose: not a loss to report at the next sign-in.
  forgetOutboxMarker(accountId)
  const current = await readMetaSession()
  if (current?.accountId === accountId) await metaDb().session.delete('current')
}
