import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { version } from '../../package.json'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { clearToken, setToken } from '../lib/token'
import { startQueryPersistence } from './query-persistence'

const KEY = STORAGE_KEYS.queryCache
/** The persister saves at most once a second (createSyncStoragePersister's default throttle). */
const SAVE_THROTTLE_MS = 1_000
let stops: (() => void)[] = []

// The throttled save runs on the test's clock, not after a wait that hopes it ran: the test moves
// the clock past the throttle and reads what was saved.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  localStorage.clear()
  sessionStorage.clear()
  setToken('tok')
})
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  vi.useRealTimers()
})

/** Moves the clock past the save throttle (and the query cache's batched notifications). */
const throttledSave = () => vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS + 100)

async function persistedClient(): Promise<QueryClient> {
  const client = new QueryClient()
  stops.push(await startQueryPersistence(client))
  return client
}

/** The query keys in localStorage once the throttled save has run. */
async function savedKeys(): Promise<unknown[]> {
  await throttledSave()
  const saved: { clientState: { queries: { queryKey: unknown[] }[] } } | null = JSON.parse(
    localStorage.getItem(KEY) ?? 'null',
  )
  expect(saved).not.toBeNull()
  return saved?.clientState.queries.map((query) => query.queryKey) ?? []
}

describe('persisted query cache', () => {
  it('keeps user info and dictionaries, never lists or queries that never answered', async () => {
    const client = await persistedClient()
    client.setQueryData(['user', 'info'], { name: 'Seller' })
    client.setQueryData(['lookups', 'config-list', 'en'], [{ code: 'x' }])
    client.setQueryData(['orders', 'list', { pageNo: 1 }], { data: [] })
    await client.prefetchQuery({ queryKey: ['user', 'other'], queryFn: () => Promise.reject(new Error('down')) })
    expect(await savedKeys()).toEqual([
      ['user', 'info'],
      ['lookups', 'config-list', 'en'],
    ])
  })

  it('keeps the last good user info through any number of failed checks, restored as a success', async () => {
    let client = await persistedClient()
    client.setQueryData(['user', 'info'], { name: 'Seller' })
    await savedKeys()
    // Three starts in a row with the server unreachable: each start's check fails.
    for (let start = 0; start < 3; start++) {
      await client
        .fetchQuery({
          queryKey: ['user', 'info'],
          queryFn: () => Promise.reject(new Error('unreachable')),
          retry: false,
        })
        .catch(() => {})
      expect(client.getQueryState(['user', 'info'])?.status).toBe('error')
      // The throttled save of the failed state lands before the next start.
      expect(await savedKeys()).toEqual([['user', 'info']])
      for (const stop of stops) stop()
      stops = []
      client = await persistedClient()
      expect(client.getQueryData(['user', 'info'])).toEqual({ name: 'Seller' })
      expect(client.getQueryState(['user', 'info'])?.status).toBe('success')
    }
  })

  it('restores the saved queries into a new client at start', async () => {
    const first = await persistedClient()
    first.setQueryData(['user', 'info'], { name: 'Seller' })
    await savedKeys()
    const second = await persistedClient()
    expect(second.getQueryData(['user', 'info'])).toEqual({ name: 'Seller' })
  })

  it('drops a cache saved by another release', async () => {
    const first = await persistedClient()
    first.setQueryData(['user', 'info'], { name: 'Seller' })
    await savedKeys()
    const stored = JSON.parse(localStorage.getItem(KEY) as string)
    localStorage.setItem(KEY, JSON.stringify({ ...stored, buster: `${version}-old` }))
    const second = await persistedClient()
    expect(second.getQueryData(['user', 'info'])).toBeUndefined()
  })

  it('is cleared when the session ends or another account signs in', async () => {
    const client = await persistedClient()
    client.setQueryData(['user', 'info'], { name: 'Seller' })
    await savedKeys()
    clearToken()
    expect(localStorage.getItem(KEY)).toBeNull()

    setToken('tok')
    client.setQueryData(['user', 'info'], { name: 'Seller' })
    await savedKeys()
    setToken('tok-of-another-account')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('restores nothing and saves nothing without a token', async () => {
    const first = await persistedClient()
    first.setQueryData(['user', 'info'], { name: 'Seller' })
    await savedKeys()
    clearToken()
    localStorage.setItem(
      KEY,
      JSON.stringify({ buster: version, timestamp: Date.now(), clientState: { queries: [], mutations: [] } }),
    )
    const second = await persistedClient()
    expect(localStorage.getItem(KEY)).toBeNull()
    second.setQueryData(['user', 'info'], { name: 'Stranger' })
    await throttledSave()
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
