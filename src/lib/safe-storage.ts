// Web Storage that never throws: private modes, disabled storage and full quotas make
// localStorage/sessionStorage throw, and losing a preference must not break the app. Also read
// by the device-data modules (src/db) that the service worker shares: there is no Web Storage in a
// worker (and its types know no DOM), so the areas are reached through `globalThis` and simply
// absent there.

export type StorageArea = 'local' | 'session'

interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

function area(which: StorageArea): KeyValueStore | null {
  try {
    const scope = globalThis as { localStorage?: KeyValueStore; sessionStorage?: KeyValueStore }
    return (which === 'local' ? scope.localStorage : scope.sessionStorage) ?? null
  } catch {
    return null
  }
}

/** The keys kept in an area, or null where there is none (a worker, disabled storage). */
export function storageKeys(which: StorageArea): string[] | null {
  try {
    const store = area(which)
    return store ? Object.keys(store) : null
  } catch {
    return null
  }
}

export function readStorage(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStorage(which: StorageArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value)
  } catch {
    // Quota or a disabled storage: the value lives only as long as the page.
  }
}

export function removeStorage(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key)
  } catch {
    // Nothing stored that we could remove.
  }
}
