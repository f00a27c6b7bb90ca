// A stand-in for the browser's fetch in unit tests of code that talks to the API: each test starts
// with a fresh mock (answers are queued with mockResolvedValueOnce), and requestOf(n) reads the
// n-th request as sent.
import { afterEach, beforeEach, vi } from 'vitest'

export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())
  const requestOf = (call: number) => {
    const [url, init = {}] = fetchMock.mock.calls[call] ?? []
    return {
      url: String(url),
      method: init.method,
      headers: new Headers(init.headers),
      body: String(init.body ?? ''),
      signal: init.signal ?? undefined,
    }
  }
  return { fetchMock, requestOf }
}
