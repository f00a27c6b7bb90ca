// The console tells the server the account's language once per change, not on every start.
import { waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { noteFirstContent } from '../../lib/first-content'
import { activateLocale } from '../../lib/i18n'
import { readStorage } from '../../lib/safe-storage'
import { STORAGE_KEYS } from '../../lib/storage-keys'
import { jsonResponse, renderWithProviders } from '../../lib/testing/providers'
import { useAccountLocaleReport } from './account-locale'

const fetchMock = vi.fn<typeof fetch>()

function Probe({ accountId }: { accountId?: string }) {
  useAccountLocaleReport(accountId)
  return null
}

const reports = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/team/preferences/locale'))
    .map(([, init]) => JSON.parse(String(init?.body)))

beforeEach(() => {
  localStorage.clear()
  fetchMock.mockReset()
  fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: {} }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

// The screen around it has shown its content (lib/first-content.ts), so its requests go at once.
beforeAll(() => noteFirstContent())

describe('useAccountLocaleReport', () => {
  it('reports the language once, again after a switch, and not before sign-in', async () => {
    const first = renderWithProviders(<Probe />)
    expect(reports()).toEqual([])
    first.unmount()

    const view = renderWithProviders(<Probe accountId="d-demo" />)
    await waitFor(() => expect(reports()).toEqual([{ locale: 'en' }]))
    await waitFor(() => expect(readStorage('local', STORAGE_KEYS.accountLocale)).toBe('d-demo:en'))
    view.unmount()

    // The next start with the same language asks nothing.
    const again = renderWithProviders(<Probe accountId="d-demo" />)
    again.unmount()
    expect(reports()).toHaveLength(1)

    const switched = renderWithProviders(<Probe accountId="d-demo" />)
    await activateLocale('zh-cn')
    await waitFor(() => expect(reports()).toEqual([{ locale: 'en' }, { locale: 'zh-cn' }]))
    switched.unmount()
  })

  it('a failed report (offline) is tried again on the next start', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderWithProviders(<Probe accountId="d-demo" />).unmount()
    await waitFor(() => expect(reports()).toHaveLength(1))
    expect(readStorage('local', STORAGE_KEYS.accountLocale)).toBeNull()
    renderWithProviders(<Probe accountId="d-demo" />)
    await waitFor(() => expect(reports()).toHaveLength(2))
    await waitFor(() => expect(readStorage('local', STORAGE_KEYS.accountLocale)).toBe('d-demo:en'))
  })
})
