// Started offline, the first screen's rows come from the last account's IndexedDB, and on a cold
// browser opening it takes 100–300 ms of the browser's own work (its files read from disk). This
// module, imported first by the boot script, asks for that open before React and the screens
// evaluate; Dexie's own open, which comes with the offline runtime later, then finds the database
// ready (traced offline starts: Dexie's open 160–320 ms → ~20 ms). The connection closes once
// open: the browser keeps the database warm for a moment after its last connection, and an open
// connection would hold up a schema upgrade.
//
// Plain IndexedDB, no Dexie (the boot script does not carry it); nothing is read or written.
import { getToken } from '../lib/token'
import { signedInAccount } from './bound-accounts'
import { accountDbName } from './names'

export function warmLastAccountDb(): void {
  if (typeof indexedDB === 'undefined' || navigator.onLine !== false) return
  const accountId = signedInAccount(getToken())
  if (!accountId) return
  try {
    const request = indexedDB.open(accountDbName(accountId))
    // Not on this device: creating it is Dexie's, at its version, not this warm-up's.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => request.result.close()
    request.onerror = (event) => event.preventDefault()
  } catch {
    // No IndexedDB on this page (a private window): the runtime says so when it opens it.
  }
}

warmLastAccountDb()
