// The page's localStorage for the device-data modules, which the service worker's type check also
// reads: there is no localStorage in the worker (and its types know no DOM), so every access goes
// through `globalThis` and quietly does nothing where it is absent, full or disabled.

interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}

function store(): KeyValueStore | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage
  } catch {
    return undefined
  }
}

export function readPageStorage(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writePageStorage(key: string, value: string): void {
  try {
    store()?.setItem(key, value)
  } catch {
    // Full or disabled: the next write tries again.
  }
}

export function removePageStorage(key: string): void {
  try {
    store()?.removeItem(key)
  } catch {
    // Disabled storage: nothing was kept either.
  }
}

/** For tests: the whole store emptied. */
export function clearPageStorage(): void {
  store()?.clear()
}

/** The keys kept, or null where there is no storage (the service worker, disabled storage). */
export function pageStorageKeys(): string[] | null {
  const storage = store()
  if (!storage) return null
  try {
    return Object.keys(storage)
  } catch {
    return null
  }
}
