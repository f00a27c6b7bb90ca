import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { matchMediaStub } from '../../../lib/testing/desktop-fetch'
import { startTestOutbox } from '../../../lib/testing/offline'
import { jsonResponse, renderRoute, renderWithProviders } from '../../../lib/testing/providers'
import { orderKeys } from '../api/keys'
import type { OrderLookups } from '../types'
import { OrderDetailScreen, type OrderFormAction } from './order-detail-screen'
import { lookups, orderDetail } from './order-test-fixtures'

const fetchMock = vi.fn<typeof fetch>()
let stopOutbox: () => Promise<void>
beforeEach(async () => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  // Shipping goes through the outbox, drained as the page's offline runtime does.
  stopOutbox = await startTestOutbox()
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await stopOutbox()
})

const everything = () => true

function renderDetail(action?: OrderFormAction, can: (check: string) => boolean = everything) {
  const onActionChange = vi.fn()
  renderWithProviders(
    <OrderDetailScreen orderId="o1" lookups={lookups} can={can} action={action} onActionChange={onActionChange} />,
  )
  return { onActionChange }
}

describe('order detail', () => {
  it('shows lines with spec labels, amounts and the actions the state allows', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: orderDetail() }))
    renderDetail()
    expect(await screen.findByRole('heading', { name: 'SO1001' })).toBeTruthy()
    const lines = screen.getByRole('table', { name: 'Order lines' })
    expect(within(lines).getByText('Colour: Red / Size: M')).toBeTruthy()
    const main = screen.getByRole('heading', { name: 'SO1001' }).closest('div')?.parentElement as HTMLElement
    for (const name of ['Ship', 'Accept', 'Split', 'Delay', 'Cancel order', 'Create refund']) {
      expect(within(main).getByRole('button', { name })).toBeTruthy()
    }
  })

  it('waits for the dictionaries on a cold start instead of flashing raw codes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: orderDetail() }))
    let dictionariesArrive = () => {}
    function ColdStart() {
      const [current, setCurrent] = useState<OrderLookups>({ ...lookups, loading: true })
      dictionariesArrive = () => setCurrent(lookups)
      return <OrderDetailScreen orderId="o1" lookups={current} can={everything} onActionChange={vi.fn()} />
    }
    const { queryClient } = renderWithProviders(<ColdStart />)
    // The order is there; its status would read "2" and its colours "red" without the dictionaries.
    await waitFor(() => expect(queryClient.getQueryData(orderKeys.detail('o1'))).toBeTruthy())
    expect(screen.queryByRole('heading', { name: 'SO1001' })).toBeNull()
    expect(screen.queryByText('Colour: red / Size: M')).toBeNull()
    act(() => dictionariesArrive())
    expect(await screen.findByRole('heading', { name: 'SO1001' })).toBeTruthy()
    expect(screen.getByText('Colour: Red / Size: M')).toBeTruthy()
  })

  it('on a phone, each line is shown whole (goods, spec, quantity × price) instead of a table scrolled sideways', async () => {
    vi.stubGlobal(
      'matchMedia',
      matchMediaStub((query) => query.includes('max-width')),
    )
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: orderDetail() }))
    renderDetail()
    const lines = await screen.findByRole('list', { name: 'Order lines' })
    expect(screen.queryByRole('table', { name: 'Order lines' })).toBeNull()
    const items = within(lines).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('T-shirt')).toBeTruthy()
    expect(within(items[0]!).getByText('Colour: Red / Size: M')).toBeTruthy()
    expect(within(items[0]!).getByText('1 × $12.99')).toBeTruthy()
    expect(within(items[1]!).getByText('1 × $13.00')).toBeTruthy()
  })

  it('shows a refused tracking push with the channel’s words and retries it with an Idempotency-Key', async () => {
    const push = {
      id: 'ship-1',
      channel: 'shopify',
      carrier: 'DHL',
      trackingNo: 'DHL-0001',
      state: 'failed' as const,
      reason: 'Invalid API key or access token',
      attempts: 1,
      acceptedAt: null,
      createdAt: '2026-01-02T03:04:05Z',
      updatedAt: '2026-01-02T03:04:05Z',
    }
    let retried = false
    fetchMock.mockImplementation(async (input) => {
      if (String(input).includes('/sale/order/tracking/retry')) {
        retried = true
        return jsonResponse({ code: 0, msg: '', data: { ...push, state: 'pending', reason: null } })
      }
      const tracking = retried ? [{ ...push, state: 'accepted' as const, reason: null }] : [push]
      return jsonResponse({ code: 0, msg: '', data: orderDetail({ status: '3', tracking }) })
    })
    renderDetail()
    const row = await screen.findByTestId('tracking-push')
    expect(within(row).getByText('Refused')).toBeTruthy()
    expect(within(row).getByText('Invalid API key or access token')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Retry now' }))
    await waitFor(() =>
      expect(within(screen.getByTestId('tracking-push')).getByText('Accepted by the channel')).toBeTruthy(),
    )
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/sale/order/tracking/retry'))!
    const headers = new Headers(call[1]?.headers)
    expect(headers.get('idempotency-key')).toBeTruthy()
    expect(JSON.parse(String(call[1]?.body))).toEqual({ shipmentId: 'ship-1' })
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull()
  })

  it('offers no retry to a user who may not edit orders', async () => {
    const push = {
      id: 'ship-2',
      channel: 'shopify',
      carrier: 'DHL',
      trackingNo: 'DHL-0002',
      state: 'failed' as const,
      reason: 'refused',
      attempts: 1,
      acceptedAt: null,
      createdAt: '2026-01-02T03:04:05Z',
      updatedAt: '2026-01-02T03:04:05Z',
    }
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 0, msg: '', data: orderDetail({ status: '3', tracking: [push] }) }),
    )
    renderDetail(undefined, (check) => check !== 'sale_order.edit')
    await screen.findByTestId('tracking-push')
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull()
  })

  it('offers nothing on a cancelled order', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: orderDetail({ status: '5' }) }))
    renderDetail()
    await screen.findByRole('heading', { name: 'SO1001' })
    expect(screen.queryByRole('button', { name: 'Delay' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull()
  })

  it('ships through the outbox with an express company and a tracking number, sending an Idempotency-Key', async () => {
    const shipped = orderDetail({ status: '3', expressCode: 'SF', trackingNo: 'SF99887766' })
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/sale/order/ship')
        ? jsonResponse({ code: 0, msg: '', data: shipped })
        : jsonResponse({ code: 0, msg: '', data: orderDetail({ expressCode: 'SF' }) }),
    )
    const { onActionChange } = renderDetail('ship')
    const dialog = await screen.findByRole('dialog', { name: 'Ship order SO1001' })
    const submit = within(dialog).getByRole('button', { name: 'Ship' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    const tracking = within(dialog).getByRole('textbox', { name: /Tracking no/ })
    fireEvent.change(tracking, { target: { value: 'ab' } })
    fireEvent.blur(tracking)
    expect(within(dialog).getByText('4 to 40 letters, digits or dashes')).toBeTruthy()
    // The company the order already names is chosen.
    expect((within(dialog).getByRole('combobox', { name: /Express company/ }) as HTMLInputElement).value).toBe(
      'SF Express',
    )
    fireEvent.change(tracking, { target: { value: 'SF99887766' } })
    expect(submit.disabled).toBe(false)
    fireEvent.click(submit)
    // Queued, then sent by the drain: a few local writes before the call.
    await waitFor(() => expect(onActionChange).toHaveBeenCalledWith(undefined), { timeout: 10_000 })
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/sale/order/ship'))
    const headers = new Headers(call?.[1]?.headers)
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      orderId: 'o1',
      expressCode: 'SF',
      trackingNo: 'SF99887766',
      version: 1,
    })
    // The outbox's IndexedDB writes and drain took 5.9 s at load 27 (fake-indexeddb on a shared 2-core machine).
  }, 15_000)

  it('splits one line of three pieces by quantity and links the new order', async () => {
    const line = { ...orderDetail().lines[0]!, quantity: 3 }
    const detail = orderDetail({ lines: [line], lineCount: 1, itemCount: 3 })
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/sale/order/split')
        ? jsonResponse({
            code: 0,
            msg: '',
            data: { order: detail, newOrder: { ...detail, id: 'o9', orderNo: 'SO1001-S1' } },
          })
        : jsonResponse({ code: 0, msg: '', data: detail }),
    )
    renderRoute(
      () => (
        <OrderDetailScreen orderId="o1" lookups={lookups} can={everything} action="split" onActionChange={vi.fn()} />
      ),
      '/sale/order/detail',
    )
    const dialog = await screen.findByRole('dialog', { name: 'Split order SO1001' })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /T-shirt/ }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Pieces of T-shirt to move' }), {
      target: { value: '1' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }))
    const link = await screen.findByRole('link', { name: 'SO1001-S1' })
    expect(link.getAttribute('href')).toBe('/sale/order/detail?id=o9&__t=SO1001-S1')
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/sale/order/split'))
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      orderId: 'o1',
      lineIds: ['l1'],
      quantities: { l1: 1 },
      version: 1,
    })
  })

  it('says the order changed meanwhile on a 412 and offers a reload', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/sale/order/cancel')
        ? jsonResponse({ code: 41200, msg: 'stale', data: null }, 412)
        : jsonResponse({ code: 0, msg: '', data: orderDetail() }),
    )
    renderDetail('cancel')
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SO1001' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Buyer asked' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await within(dialog).findByText('This order was changed meanwhile')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeTruthy()
  })
})
