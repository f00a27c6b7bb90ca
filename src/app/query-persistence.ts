// Owns persisting the small React Query state (user info, dictionaries) to localStorage, so the
// console can start with no network (DESIGN.md §6). Lists never go there: they are large, go stale
// fast and belong to the IndexedDB mirror.

import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { Query, QueryClient } from '@tanstack/react-query'
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client'
import { version } from '../../package.json'
import { TOKEN_TTL_MS } from '../contract/constants'
import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { getToken, onTokenChange } from '../lib/token'
import { clearPersistedQueries } from './persisted-query-cache'

export { clearPersistedQueries }

/** As long as a stored token lives (7 days): a cache outliving its session is of no use. */
export const PERSIST_MAX_AGE_MS = TOKEN_TTL_MS

/** First elements of the query keys worth keeping across starts: user info, dictionaries, saved views. */
export const PERSISTED_ROOTS = ['user', 'lookups', 'savedViews'] as const
const persistedRoots: ReadonlySet<unknown> = new Set(PERSISTED_ROOTS)

/**
 * A query is kept while it has data, including after a failed refresh: a check of user info that
 * found the server unreachable (Wi-Fi up, server down) must not cost the device its saved copy,
 * or the second start without the server would have nothing to start from (issue 14 item 13).
 * Only the end of the session (a 401, sign-out) removes it, through the token watch below.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.data !== undefined && persistedRoots.has(query.queryKey[0])
}

type SavedClient = Parameters<NonNullable<Parameters<typeof createSyncStoragePersister>[0]['serialize']>>[0]

/**
 * What is saved is the last good answer, not the failure after it: a query saved in its error
 * state would come back as an error at the next start (and the error object does not survive JSON).
 */
export function keepLastGoodAnswers(client: SavedClient): SavedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchStatus: 'idle' as const,
          },
        }
      : query,
  )
  return { ...client, clientState: { ...client.clientState, queries } }
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

/** The cache events that change what is saved (observers coming and going change nothing). */
const SAVED_ON: ReadonlySet<string> = new Set(['added', 'removed', 'updated'])

/**
 * Restores the persisted cache into `queryClient` (before the router's guards read it), then
 * keeps saving it. Returns a function that stops both saving and watching the token.
 */
export async function startQueryPersistence(queryClient: QueryClient): Promise<() => void> {
  const options: PersistQueryClientOptions = {
    queryClient,
    persister: createSyncStoragePersister({
      storage: signedInLocalStorage,
      key: STORAGE_KEYS.queryCache,
      serialize: (client) => JSON.stringify(keepLastGoodAnswers(client)),
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    // A new release may change the shape of what it stored.
    buster: version,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }
  // Nothing to start from without a token (and nothing of another session may be shown).
  if (getToken()) await persistQueryClientRestore(options)
  else clearPersistedQueries()
  // Saved when a kept query changes, not on every event of the cache as persistQueryClientSubscribe
  // does: each save serialises the dictionaries and areas and writes localStorage on the main
  // thread, and a list screen (an order page, its counts, a refetch) or the first sync's
  // invalidations made one every second (issue 21: a phone's page during the first sync).
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (SAVED_ON.has(event.type) && persistedRoots.has(event.query.queryKey[0])) void persistQueryClientSave(options)
  })
  // Sign-out, a 401, expiry or another account signing in: what was saved belongs to the old session.
  const stopWatching = onTokenChange(() => clearPersistedQueries())
  return () => {
    unsubscribe()
    stopWatching()
  }
}
