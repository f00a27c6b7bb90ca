// Orders made while the kiosk is offline: kept in localStorage with the client key made when the
// shopper tapped "order", and sent when the network is back — one drain at a time (a Web Lock
// where the browser has one), and the server answers a repeated client key with the first order,
// so a queued order becomes exactly one order even if it is sent twice.
import type { StoreOrderBody, StoreOrderView } from '../contract/store-shared'
import { readStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { OfflineError, StoreError, storeApi } from './api'

export interface QueuedOrder {
  shopId: string
  body: StoreOrderBody
  title: string
  queuedAt: number
  /** Set when the server refused it (kept so the shopper sees why; never dropped silently). */
  failed?: string
}

const load = (): QueuedOrder[] => {
  try {
    return JSON.parse(readStorage('local', STORAGE_KEYS.storeOutbox) ?? '[]') as QueuedOrder[]
  } catch {
    return []
  }
}
const save = (entries: QueuedOrder[]) => {
  writeStorage('local', STORAGE_KEYS.storeOutbox, JSON.stringify(entries))
  for (const listener of listeners) listener()
}

const listeners = new Set<() => void>()
export const onOutboxChange = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const queuedOrders = (shopId: string) => load().filter((entry) => entry.shopId === shopId)

export function queueOrder(entry: QueuedOrder) {
  save([...load().filter((row) => row.body.clientKey !== entry.body.clientKey), entry])
}

export function discardOrder(clientKey: string) {
  save(load().filter((row) => row.body.clientKey !== clientKey))
}

async function drainNow(shopId: string): Promise<StoreOrderView[]> {
  const placed: StoreOrderView[] = []
  for (const entry of queuedOrders(shopId)) {
    if (entry.failed) continue
    try {
      placed.push(await storeApi<StoreOrderView>(shopId, 'POST', `/store/${shopId}/order`, entry.body))
      discardOrder(entry.body.clientKey)
    } catch (error) {
      if (error instanceof OfflineError) break
      if (error instanceof StoreError && (error.status >= 500 || error.status === 429 || error.status === 401)) break
      save(
        load().map((row) =>
          row.body.clientKey === entry.body.clientKey ? { ...row, failed: (error as Error).message } : row,
        ),
      )
    }
  }
  return placed
}

/** Sends what is queued for the shop; several tabs or triggers never send at the same time. */
export function drainOutbox(shopId: string): Promise<StoreOrderView[]> {
  const locks = globalThis.navigator?.locks
  if (!locks) return drainNow(shopId)
  return locks.request(`store-outbox:${shopId}`, () => drainNow(shopId))
}
