// Web Storage that never throws: private modes, disabled storage and full quotas make
// localStorage/sessionStorage throw, and losing a preference must not break the app.

export type StorageArea = 'local' | 'session'

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage
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
