// Owns persisting the small React Query state (user info, dictionaries) to localStorage, so the
// console can start with no network (DESIGN.md §6). Lists never go there: they are large, go stale
// fast and belong to the IndexedDB mirror.

import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { Query, QueryClient } from '@tanstack/react-query'
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { version } from '../../package.json'
import { TOKEN_TTL_MS } from '../contract/constants'
import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { getToken, onTokenChange } from '../lib/token'

/** As long as a stored token lives (7 days): a cache outliving its session is of no use. */
export const PERSIST_MAX_AGE_MS = TOKEN_TTL_MS

/** First elements of the query keys worth keeping across starts: user info and dictionaries. */
export const PERSISTED_ROOTS = ['user', 'lookups'] as const
const persistedRoots: ReadonlySet<unknown> = new Set(PERSISTED_ROOTS)

export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && persistedRoots.has(query.queryKey[0])
}

/**
 * localStorage through the never-throwing helpers, and only while someone is signed in: a
 * throttled save that lands after sign-out must not bring the account's data back.
 */
const signedInLocalStorage = {
  getItem: (key: string) => readStorage('local', key),
  setItem: (key: string, value: string) => {
    if (getToken()) writeStorage('local', key, value)
  },
  removeItem: (key: string) => removeStorage('local', key),
}

export function clearPersistedQueries(): void {
  removeStorage('local', STORAGE_KEYS.queryCache)
}

/**
 * Restores the persisted cache into `queryClient` (before the router's guards read it), then
 * keeps saving it. Returns a function that stops both saving and watching the token.
 */
export async function startQueryPersistence(queryClient: QueryClient): Promise<() => void> {
  const options: PersistQueryClientOptions = {
    queryClient,
    persister: createSyncStoragePersister({ storage: signedInLocalStorage, key: STORAGE_KEYS.queryCache }),
    maxAge: PERSIST_MAX_AGE_MS,
    // A new release may change the shape of what it stored.
    buster: version,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }
  // Nothing to start from without a token (and nothing of another session may be shown).
  if (getToken()) await persistQueryClientRestore(options)
  else clearPersistedQueries()
  const unsubscribe = persistQueryClientSubscribe(options)
  // Sign-out, a 401, expiry or another account signing in: what was saved belongs to the old session.
  const stopWatching = onTokenChange(() => clearPersistedQueries())
  return () => {
    unsubscribe()
    stopWatching()
  }
}
