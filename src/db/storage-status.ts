// Browser storage health: persistence, use and quota, and the last quota error — what the storage
// panel shows. No Dexie here: it is read by the first page too.

export interface StorageStatus {
  persisted: boolean | null
  usage: number | null
  quota: number | null
  /** Epoch ms and text of the last write refused for want of space. */
  quotaError: { at: number; message: string } | null
}

const QUOTA_ERROR_KEY = 'dis-quota-error'
/** The page's localStorage; absent in the service worker. */
interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
const localStore = () => (globalThis as { localStorage?: KeyValueStore }).localStorage
type Manager = StorageManager & { persist?: () => Promise<boolean> }
const manager = (): Manager | undefined => (typeof navigator !== 'undefined' ? navigator.storage : undefined)
type Listener = () => void
const listeners = new Set<Listener>()

export function isQuotaError(error: unknown): boolean {
  const names = ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']
  let current: unknown = error
  // Dexie wraps the DOM error (error.inner).
  for (let depth = 0; current && depth < 3; depth++) {
    const name = (current as { name?: string }).name
    if (name && names.includes(name)) return true
    current = (current as { inner?: unknown }).inner
  }
  return false
}

export async function recordQuotaError(error: unknown): Promise<void> {
  if (!isQuotaError(error)) return
  try {
    localStore()?.setItem(
      QUOTA_ERROR_KEY,
      JSON.stringify({ at: Date.now(), message: error instanceof Error ? error.message : String(error) }),
    )
  } catch {
    // localStorage is full as well, or absent (service worker): the panel still shows usage.
  }
  for (const listener of listeners) listener()
}

export function clearQuotaError(): void {
  localStore()?.removeItem(QUOTA_ERROR_KEY)
  for (const listener of listeners) listener()
}

export function onStorageStatusChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function readStorageStatus(): Promise<StorageStatus> {
  const storage = manager()
  const [persisted, estimate] = await Promise.all([
    storage?.persisted?.().catch(() => null) ?? null,
    storage?.estimate?.().catch(() => null) ?? null,
  ])
  let quotaError: StorageStatus['quotaError'] = null
  try {
    const raw = localStore()?.getItem(QUOTA_ERROR_KEY)
    quotaError = raw ? (JSON.parse(raw) as StorageStatus['quotaError']) : null
  } catch {
    quotaError = null
  }
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, quotaError }
}

/** Asks the browser to keep this site's data under storage pressure (after sign-in). */
export async function requestPersistence(): Promise<boolean | null> {
  const storage = manager()
  if (!storage?.persist) return null
  try {
    if (await storage.persisted()) return true
    return await storage.persist()
  } catch {
    return null
  } finally {
    for (const listener of listeners) listener()
  }
}
