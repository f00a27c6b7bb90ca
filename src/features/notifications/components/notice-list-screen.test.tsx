// The notices list on a device that has not fetched them yet: it says it is loading until the
// first answer, never "No notifications yet" while the server holds some; then it lists them, and
// "Mark all read" is offered only while something is unread.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationRow } from '../../../contract/notifications'
import { getAccountDb } from '../../../db/current'
import { NOTIFICATIONS_MIRROR } from '../../../db/mirror/notifications'
import { startTestOutbox } from '../../../lib/testing/offline'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import { NoticeListScreen } from './notice-list-screen'

vi.mock('../../../lib/session/session', () => ({ useSession: () => ({ info: { type: 0 } }) }))

const row: NotificationRow = {
  id: 'n1',
  event: 'refundRequest',
  subjectType: 'saleRefund',
  subjectId: 'refund-1',
  subjectNo: 'RF1',
  params: { amount: '12.50', currency: 'USD' },
  readAt: null,
  createdAt: '2026-11-25T10:01:00.000Z',
  updatedAt: '2026-11-25T10:01:00.000Z',
}

const fetchMock = vi.fn<typeof fetch>()
let stopOutbox: () => Promise<void>
let answer: (() => void) | null = null
let server: NotificationRow[]
beforeEach(async () => {
  server = [row]
  answer = null
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    if (url.includes('/notifications/read')) {
      server = server.map((notice) => ({ ...notice, readAt: new Date().toISOString() }))
      return jsonResponse({ code: 0, msg: '', data: { changed: 1, unread: 0 } })
    }
    // The first list call waits until the test lets it answer: the device has nothing yet.
    await new Promise<void>((resolve) => {
      answer = resolve
    })
    return jsonResponse({
      code: 0,
      msg: '',
      data: { pageSize: 200, pageNum: 1, total: server.length, pages: 1, list: server },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  stopOutbox = await startTestOutbox()
})
afterEach(async () => {
  answer?.()
  vi.unstubAllGlobals()
  await stopOutbox()
})

describe('notice list screen', () => {
  it('says it is loading until the first fetch answers, then lists; mark all read only while unread', async () => {
    renderRoute(() => <NoticeListScreen search={{}} onSearchChange={vi.fn()} />, '/account/notice')
    expect(await screen.findByLabelText('Loading notifications', {}, { timeout: 5000 })).toBeTruthy()
    await waitFor(() => expect(answer).not.toBeNull())
    expect(screen.queryByText('No notifications yet')).toBeNull()
    answer!()
    expect(await screen.findByText('RF1: 12.50 USD', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByLabelText('Loading notifications')).toBeNull()
    const markAll = screen.getByRole('button', { name: 'Mark all read' })
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(markAll)
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(true), { timeout: 5000 })
  })

  it('opens offline from what the device saved, says so, and offers no marking', async () => {
    const first = renderRoute(() => <NoticeListScreen search={{}} onSearchChange={vi.fn()} />, '/account/notice')
    await waitFor(() => expect(answer).not.toBeNull())
    answer!()
    expect(await screen.findByText('RF1: 12.50 USD', {}, { timeout: 5000 })).toBeTruthy()
    // The sync ends by noting when it ran (after writing the rows): that is what offline says.
    await waitFor(async () =>
      expect((await getAccountDb()?.syncState.get(NOTIFICATIONS_MIRROR))?.syncedAt).toBeTruthy(),
    )
    first.unmount()
    const listCalls = fetchMock.mock.calls.length
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    try {
      renderRoute(() => <NoticeListScreen search={{}} onSearchChange={vi.fn()} />, '/account/notice')
      expect(await screen.findByText('RF1: 12.50 USD', {}, { timeout: 5000 })).toBeTruthy()
      expect(screen.getByTestId('offline-notice').textContent).toMatch(/^Offline: showing what is saved on this device/)
      expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true)
      expect(fetchMock.mock.calls.slice(listCalls).map(([input]) => String(input))).toEqual([])
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    }
  })
})
