// Which accounts' local databases this device has opened (a hint in localStorage, no Dexie): the
// signed-in page starts the offline runtime at once for them, since their rows may be on the
// device, and after the first screen for an account new to the device, whose first screen then
// loads no Dexie (issue 21). A wrong hint costs only that order: the runtime starts either way.
import { readStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'

function boundAccounts(): string[] {
  try {
    const list: unknown = JSON.parse(readStorage('local', STORAGE_KEYS.boundAccounts) ?? '[]')
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

export function noteBoundAccount(accountId: string): void {
  const list = boundAccounts()
  if (!list.includes(accountId)) writeStorage('local', STORAGE_KEYS.boundAccounts, JSON.stringify([...list, accountId]))
}

export function wasBoundBefore(accountId: string): boolean {
  return boundAccounts().includes(accountId)
}

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
