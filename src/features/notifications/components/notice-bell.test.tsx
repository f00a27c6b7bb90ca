// The header's notice popover: unread count from the mirror (kept by the delta poll), the latest
// notices with their words, mark read through the server (with an Idempotency-Key) and in the
// mirror at once, a notice arriving while open, and a notice opening its record.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationRow } from '../../../contract/notifications'
import { getAccountDb } from '../../../db/current'
import { recordOf } from '../../../db/mirror/notifications'
import { startTestOutbox } from '../../../lib/testing/offline'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import { NoticeBell } from './notice-bell'

vi.mock('../../../lib/session/session', () => ({ useSession: () => ({ info: { type: 0 } }) }))

const notice = (id: string, overrides: Partial<NotificationRow> = {}): NotificationRow => ({
  id,
  event: 'refundRequest',
  subjectType: 'saleRefund',
  subjectId: `refund-${id}`,
  subjectNo: `RF${id}`,
  params: { amount: '12.50', currency: 'USD' },
  readAt: null,
  createdAt: `2026-11-25T10:0${id}:00.000Z`,
  updatedAt: `2026-11-25T10:0${id}:00.000Z`,
  ...overrides,
})

const fetchMock = vi.fn<typeof fetch>()
let stopOutbox: () => Promise<void>
let server: NotificationRow[]
beforeEach(async () => {
  server = [notice('1'), notice('2', { event: 'purchaseToPay', subjectType: 'purchaseOrder', subjectNo: 'PO2' })]
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (url.includes('/notifications/read')) {
      const { ids } = JSON.parse(String(init?.body)) as { ids: string[] }
      server = server.map((row) => (ids.includes(row.id) ? { ...row, readAt: new Date().toISOString() } : row))
      return jsonResponse({ code: 0, msg: '', data: { changed: ids.length, unread: 0 } })
    }
    const list = [...server].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
    return jsonResponse({ code: 0, msg: '', data: { pageSize: 200, pageNum: 1, total: list.length, pages: 1, list } })
  })
  vi.stubGlobal('fetch', fetchMock)
  stopOutbox = await startTestOutbox()
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await stopOutbox()
})

describe('notice bell', () => {
  it('shows the unread count and the latest notices, marks one read, and counts a new arrival', async () => {
    renderRoute(() => <NoticeBell />, '/dashboard/workplace')
    // The feed module loads on demand and syncs the delta first.
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' }, { timeout: 5000 })
    fireEvent.click(bell)
    const dropdown = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 })
    // The popover's content is a chunk of its own (notice-panel.tsx): it may still be arriving.
    expect(await within(dropdown).findByText('Refund requested', {}, { timeout: 5000 })).toBeTruthy()
    expect(within(dropdown).getByText('RF1: 12.50 USD')).toBeTruthy()
    expect(within(dropdown).getByText('Purchase order to pay')).toBeTruthy()

    fireEvent.click(
      // Each button is named after its notice; the newest (PO2) comes first.
      await within(dropdown).findByRole(
        'button',
        { name: /^Mark read: Purchase order to pay, PO2/, hidden: true },
        { timeout: 5000 },
      ),
    )
    await screen.findByRole('button', { name: 'Notifications (1 unread)', hidden: true }, { timeout: 5000 })
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/notifications/read'))!
    expect(new Headers(call[1]?.headers).get('idempotency-key')).toBeTruthy()
    // The newest (PO2) comes first: it is the one marked.
    expect(JSON.parse(String(call[1]?.body))).toEqual({ ids: ['2'] })

    // A notice the delta brings while the console is open shows without a reload.
    await getAccountDb()!.notifications.put(recordOf(notice('3', { subjectNo: 'RF3' })))
    await screen.findByRole('button', { name: 'Notifications (2 unread)', hidden: true }, { timeout: 5000 })
    expect(await within(dropdown).findByText('RF3: 12.50 USD', {}, { timeout: 5000 })).toBeTruthy()
  }, 20_000)

  it('opens the record of a notice and marks it read', async () => {
    const { router } = renderRoute(() => <NoticeBell />, '/dashboard/workplace')
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }))
    fireEvent.click(await screen.findByText('RF1: 12.50 USD'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/sale/refund/detail'))
    expect(router.state.location.search).toEqual({ id: 'refund-1' })
    await waitFor(async () => expect((await getAccountDb()!.notifications.get('1'))?.state).toBe('read'))
  })

  it('says so when there is nothing yet', async () => {
    server = []
    renderRoute(() => <NoticeBell />, '/dashboard/workplace')
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    expect(await screen.findByText('No notifications yet')).toBeTruthy()
  })
})
