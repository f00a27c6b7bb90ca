// What this device holds per account, as hints in localStorage (no Dexie), so a first screen need
// not open the account's database to know:
// - which accounts' local databases it has opened: the signed-in page starts the offline runtime at
//   once for them, since their rows may be on the device, and after the first screen for an
//   account new to the device, whose first screen then loads no Dexie (issue 21);
// - which have kept a design draft: the design editor opens its model chooser at once for the
//   others (issue 17: the chooser usable within 2 s on a phone).
// A wrong hint costs only an order or a moment: the runtime starts either way, and a draft the note
// missed (kept before it existed) opens once the database is read.
import { readStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'

type AccountListKey = typeof STORAGE_KEYS.boundAccounts | typeof STORAGE_KEYS.draftAccounts

function accountsIn(key: AccountListKey): string[] {
  try {
    const list: unknown = JSON.parse(readStorage('local', key) ?? '[]')
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function noteAccountIn(key: AccountListKey, accountId: string): void {
  const list = accountsIn(key)
  if (!list.includes(accountId)) writeStorage('local', key, JSON.stringify([...list, accountId]))
}

export const noteBoundAccount = (accountId: string) => noteAccountIn(STORAGE_KEYS.boundAccounts, accountId)

export const wasBoundBefore = (accountId: string) => accountsIn(STORAGE_KEYS.boundAccounts).includes(accountId)

export const noteDraftAccount = (accountId: string) => noteAccountIn(STORAGE_KEYS.draftAccounts, accountId)

/** Whether the account (null: not known yet) may have a design draft on this device. */
export const mayHaveDrafts = (accountId: string | null) =>
  accountId !== null && accountsIn(STORAGE_KEYS.draftAccounts).includes(accountId)

/** A short fingerprint of a token (FNV-1a): enough to tell the same token from another, without storing it twice. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/**
 * The account a token signed in (noted by the offline runtime's start, beside the service worker's
 * meta session): an offline start binds that account's database at boot from here, without first
 * opening the meta database and reading its session (two IndexedDB round trips, each waiting
 * for the first screen's long task to end).
 */
export function noteSignedInAccount(accountId: string, token: string | null): void {
  if (!token) return
  writeStorage('local', STORAGE_KEYS.signedInAccount, JSON.stringify({ accountId, token: fingerprint(token) }))
}

/** The account `token` signed in on this device, or null (another token, none noted, a damaged note). */
export function signedInAccount(token: string | null): string | null {
  if (!token) return null
  try {
    const noted: unknown = JSON.parse(readStorage('local', STORAGE_KEYS.signedInAccount) ?? 'null')
    if (!noted || typeof noted !== 'object') return null
    const { accountId, token: print } = noted as { accountId?: unknown; token?: unknown }
    return typeof accountId === 'string' && print === fingerprint(token) ? accountId : null
  } catch {
    return null
  }
}
