// Owns the bearer token: kept in localStorage for TOKEN_TTL_MS (7 days) and in sessionStorage,
// which is read when the local copy is missing (SPEC.md §4).
import { TOKEN_TTL_MS } from '../contract/constants'
import { readStorage, removeStorage, writeStorage } from './safe-storage'
import { STORAGE_KEYS } from './storage-keys'

interface StoredToken {
  value: string
  /** Epoch ms after which the token is dead. */
  expire: number
}

type TokenListener = (token: string | null) => void
const listeners = new Set<TokenListener>()

function parse(raw: string | null): StoredToken | null {
  if (!raw) return null
  try {
    const stored = JSON.parse(raw) as Partial<StoredToken>
    return typeof stored.value === 'string' && typeof stored.expire === 'number'
      ? { value: stored.value, expire: stored.expire }
      : null
  } catch {
    return null
  }
}

export function getToken(): string | null {
  const key = STORAGE_KEYS.token
  const local = parse(readStorage('local', key))
  if (local) {
    if (local.expire > Date.now()) return local.value
    // The server forgets the token after the same 7 days, so the session copy is just as dead.
    clearToken()
    return null
  }
  return readStorage('session', key) || null
}

export function setToken(token: string): void {
  const stored: StoredToken = { value: token, expire: Date.now() + TOKEN_TTL_MS }
  writeStorage('local', STORAGE_KEYS.token, JSON.stringify(stored))
  writeStorage('session', STORAGE_KEYS.token, token)
  for (const listener of listeners) listener(token)
}

export function clearToken(): void {
  removeStorage('local', STORAGE_KEYS.token)
  removeStorage('session', STORAGE_KEYS.token)
  for (const listener of listeners) listener(null)
}

/**
 * Called with the new token on sign-in and with null when the session ends (sign-out, 401,
 * expiry), so per-account caches (persisted queries, the offline mirror) can be dropped.
 */
export function onTokenChange(listener: TokenListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
