// Reads and writes of the app's IndexedDB from the page, for arranging and checking offline state.
// The names follow src/db/names.ts (one database per account).
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const accountDbName = (accountId: string) =>
  `dis-account-${accountId.replace(/[^A-Za-z0-9_-]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`

export async function accountIdOf(request: APIRequestContext, baseURL: string, token: string): Promise<string> {
  const response = await request.get(`${baseURL}/dis/ts/user/info`, { headers: { Authorization: `Bearer ${token}` } })
  const body = (await response.json()) as { data: { id: string } }
  return String(body.data.id)
}

/** Every record of one store of the account's database ([] when it does not exist yet). */
export async function readStore<T = Record<string, unknown>>(
  page: Page,
  accountId: string,
  store: string,
): Promise<T[]> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(name as string)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(storeName as string)) {
            db.close()
            resolve([])
            return
          }
          const request = db
            .transaction(storeName as string)
            .objectStore(storeName as string)
            .getAll()
          request.onsuccess = () => {
            db.close()
            resolve(request.result as T[])
          }
          request.onerror = () => reject(request.error)
        }
      }),
    [accountDbName(accountId), store],
  )
}

/** Adds outbox entries as the app's enqueue() does (for the volume test). */
export async function addOutboxEntries(
  page: Page,
  accountId: string,
  entries: Record<string, unknown>[],
): Promise<void> {
  await page.evaluate(
    ([name, rows]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name as string)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('outbox', 'readwrite')
          for (const row of rows as Record<string, unknown>[]) tx.objectStore('outbox').add(row)
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    [accountDbName(accountId), entries] as const,
  )
}

/** Waits until the named mirrors of the account have finished a sync on this device. */
export async function expectMirrorsSynced(page: Page, accountId: string, mirrors: string[], timeout = 90_000) {
  await expect
    .poll(
      async () =>
        (await readStore<{ mirror: string; syncedAt: number | null }>(page, accountId, 'syncState'))
          .filter((state) => state.syncedAt !== null)
          .map((state) => state.mirror),
      { timeout },
    )
    .toEqual(expect.arrayContaining(mirrors))
}
