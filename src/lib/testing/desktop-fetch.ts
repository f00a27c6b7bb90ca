// Component tests of screens that call the API: fetch is answered by the test, and matchMedia says
// "desktop" (the screens switch to cards below their phone breakpoint). Call it at the top of a
// test file; the mock it returns is reset before each test and the globals restored after it.
import { afterEach, beforeEach, vi } from 'vitest'
import { matchMediaStub } from './match-media'

export { matchMediaStub }

/** Desktop: every width query matches except the phone's `max-width` ones. */
export const desktopMedia = matchMediaStub((query) => !query.includes('max-width'))

export function stubFetchOnDesktop() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('matchMedia', desktopMedia)
  })
  afterEach(() => vi.unstubAllGlobals())
  return fetchMock
}
