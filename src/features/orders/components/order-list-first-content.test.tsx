// The order list's own rows go before what the screen can show a moment later (lib/first-content.ts):
// the status tabs' counts and the shop filter are asked for once the rows are on screen (the saved
// views above the list, the header's badges: the same gate, lib/first-content.test.ts). A file of
// its own: the gate opens once per page load, and here no other test has opened it.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { matchMediaStub } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import { OrderListScreen } from './order-list-screen'
import { lookups, orderRow, serverPage } from './order-test-fixtures'

const fetchMock = vi.fn<typeof fetch>()
const GATED = ['sale_order_status_count', 'shop_simple_list']

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal(
    'matchMedia',
    matchMediaStub((query) => query.includes('max-width')),
  )
})
afterEach(() => vi.unstubAllGlobals())

const requested = () => fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
const gatedRequests = () => requested().filter((url) => GATED.some((path) => url.includes(path)))

it('asks for the status counts and the shops only after the first rows are shown', async () => {
  let sendRows: () => void = () => {}
  const rowsAnswered = new Promise<void>((resolve) => {
    sendRows = resolve
  })
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/ds/list/sale_order')) {
      await rowsAnswered
      return jsonResponse(serverPage([orderRow(1), orderRow(2)], 1, 2))
    }
    if (url.includes('shop_simple_list')) return jsonResponse({ code: 0, msg: '', data: [] })
    return jsonResponse({ code: 0, msg: '', data: {} })
  })
  renderRoute(
    () => (
      <OrderListScreen
        search={{}}
        onSearchChange={vi.fn()}
        onReset={vi.fn()}
        onOpenOrder={vi.fn()}
        lookups={lookups}
        canShip
        canExport
      />
    ),
    '/sale/order',
  )
  await vi.waitFor(() => expect(requested().some((url) => url.includes('/ds/list/sale_order'))).toBe(true), {
    timeout: 10_000,
  })
  // The rows' request is out and unanswered: the rest waits for them (well inside the gate's fallback).
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(gatedRequests()).toEqual([])

  sendRows()
  const cards = await screen.findByRole('list', { name: 'Orders' }, { timeout: 10_000 })
  expect(within(cards).getByText('SO1001')).toBeTruthy()
  await vi.waitFor(() => expect(gatedRequests()).toHaveLength(GATED.length), { timeout: 1_500 })
})
