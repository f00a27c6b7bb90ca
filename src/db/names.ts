// Every IndexedDB database name in one place (STYLE.md §6): one database per signed-in account,
// so another account on the same device never opens it, and one small shared "meta" database
// that tells the service worker which account is current and which token to send.
export const META_DB_NAME = 'dis-meta'
export const ACCOUNT_DB_PREFIX = 'dis-account-'
/** One lock for the outbox drain of an account, taken by the page and the service worker alike. */
export const outboxLockName = (accountId: string) => `dis-outbox-${accountId}`
/** Background Sync tag under which the page asks the service worker to drain the outbox. */
export const OUTBOX_SYNC_TAG = 'dis-outbox'

/** Account ids are immutable strings; anything outside [A-Za-z0-9_-] is escaped so names stay valid. */
export function accountDbName(accountId: string): string {
  return ACCOUNT_DB_PREFIX + accountId.replace(/[^A-Za-z0-9_-]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
}
