// A refusal (HTTP 403) of a page's own request says nothing on that page's 403 page, and is said
// as any failure on a page the user may open.
import { cleanNotifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiFetch } from './api-client'
import { notePageForbidden } from './page-refusal'
import { activateTestLocale, jsonResponse, shownNotifications } from './testing/providers'

const fetchMock = vi.fn<typeof fetch>()
const refused = () => jsonResponse({ code: 40300, msg: 'You have no permission for this', data: null }, 403)
const refusedNotice = { title: 'Failure', message: 'You have no permission for this', color: 'red' }

function decisionLater() {
  let decide: (forbidden: boolean) => void = () => {}
  notePageForbidden(new Promise<boolean>((resolve) => (decide = resolve)))
  return decide
}

beforeEach(() => {
  activateTestLocale()
  cleanNotifications()
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () => refused())
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('a refused request', () => {
  it('says nothing when the page it was asked for is drawn as the 403 page, even answered before the guard knew', async () => {
    const decide = decisionLater()
    await expect(apiFetch('/ds/list/sale_refund', { body: {} })).rejects.toMatchObject({ status: 403 })
    decide(true)
    await Promise.resolve()
    await Promise.resolve()
    expect(shownNotifications()).toEqual([])
  })

  it('is said once the guard has let the page through, not before', async () => {
    const decide = decisionLater()
    await expect(apiFetch('/goods/status', { body: { id: 1 } })).rejects.toMatchObject({ status: 403 })
    await Promise.resolve()
    expect(shownNotifications()).toEqual([])
    decide(false)
    await vi.waitFor(() => expect(shownNotifications()).toEqual([refusedNotice]))
  })

  it('is said at once on a page the user may open', async () => {
    notePageForbidden(false)
    await expect(apiFetch('/goods/status', { body: { id: 1 } })).rejects.toMatchObject({ status: 403 })
    await vi.waitFor(() => expect(shownNotifications()).toEqual([refusedNotice]))
  })
})
