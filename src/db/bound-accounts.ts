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
