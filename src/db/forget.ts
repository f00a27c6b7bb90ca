// Sign-out: the signed-in account's mirror and outbox leave this device. No static Dexie import.
import { getAccountDb, unbindAccount } from './current'
import { anyOutboxMarkerUnsynced } from './storage-loss'

export async function forgetAccountData(): Promise<void> {
  const db = getAccountDb()
  unbindAccount()
  const { deleteAccountData, readMetaSession } = await import('./open')
  const accountId = db?.accountId ?? (await readMetaSession())?.accountId
  if (accountId) await deleteAccountData(accountId)
}

/** Changes not yet on the server (sign-out asks first when there are any). */
export async function countUnsyncedChanges(): Promise<number> {
  const db = getAccountDb()
  if (!db) return 0
  const { unsyncedCount } = await import('./outbox/queue')
  return unsyncedCount(db)
}

/**
 * On the sign-in page: the changes of the last account of this device that wait for a sign-in
 * (a 401 ended its session and kept them). Opens that account's database only when this device
 * has one; 0 after a sign-out, which deletes it.
 */
export async function countChangesAwaitingSignIn(): Promise<number> {
  // Nothing was waiting when the page last wrote the outbox marker: Dexie stays off the sign-in page.
  if (!anyOutboxMarkerUnsynced()) return 0
  const { accountDb, readMetaSession } = await import('./open')
  const session = await readMetaSession()
  if (!session?.accountId) return 0
  const { unsyncedCount } = await import('./outbox/queue')
  return unsyncedCount(accountDb(session.accountId))
}
