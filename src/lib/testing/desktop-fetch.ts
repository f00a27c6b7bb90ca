// Component tests of screens that call the API: fetch is answered by the test, and matchMedia says
// "desktop" (the screens switch to cards below their phone breakpoint). Call it at the top of a
// test file; the mock it returns is reset before each test and the globals restored after it.
import { afterEach, beforeEach, vi } from 'vitest'

export function stubFetchOnDesktop() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }))
  })
  afterEach(() => vi.unstubAllGlobals())
  return fetchMock
}
