// Forgets the persisted query cache (user info, dictionaries, saved views) without loading TanStack
// Query: boot does it on a start without a token, before the sign-in page, which has no query client
// (src/app/query-client-holder.ts), so the next account never starts from this one's cache.
import { removeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'

export function clearPersistedQueries(): void {
  removeStorage('local', STORAGE_KEYS.queryCache)
}
