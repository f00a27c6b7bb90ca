// Orders accepted or cancelled at once from the list: the ones the state machine rules out are
// refused on the device and never sent; the others go through the outbox, one entry and one
// Idempotency-Key each, and every row ends done or refused with the server's reason.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SALE_ORDER_STATUS } from '../../../contract/config-values'
import { startTestOutbox } from '../../../lib/testing/offline'
import { batchAwareServer } from '../../../lib/testing/outbox-batch-server'
import { jsonResponse, renderWithProviders } from '../../../lib/testing/providers'
import { BulkOrderChange } from './bulk-order-change'
import { lookups, orderRow } from './order-test-fixtures'

const fetchMock = vi.fn<typeof fetch>()
let stopOutbox: () => Promise<void>
beforeEach(async () => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  stopOutbox = await startTestOutbox()
})
afterEach(async () => {
  await stopOutbox()
  vi.unstubAllGlobals()
})

/** The changes the server got, alone or in an outbox batch (each answered as its single call). */
let received: { path: string; body: Record<string, unknown>; key: string }[] = []
const callsTo = (path: string) =>
  received.filter((call) => call.path.endsWith(path)).map(({ body, key }) => ({ body, key }))

/** The server accepts every call except the order it names, which it refuses with a reason. */
function serve(refusedId: string, refusal: string) {
  received = []
  const server = batchAwareServer((path, key, body) => {
    received.push({ path, body, key })
    const { orderId } = body as { orderId: string }
    if (orderId === refusedId) return jsonResponse({ code: 1002, msg: refusal, data: null }, 400)
    return jsonResponse({ code: 0, msg: '', data: { ...orderRow(Number(orderId.slice(1))), version: 2 } })
  })
  fetchMock.mockImplementation(server.fetch)
}

function renderChange(action: 'accept' | 'cancel', orders: ReturnType<typeof orderRow>[]) {
  const onChanged = vi.fn()
  renderWithProviders(
    <BulkOrderChange
      action={action}
      orders={orders}
      lookups={lookups}
      locale="en"
      onClose={vi.fn()}
      onChanged={onChanged}
    />,
  )
  return { onChanged }
}

describe('bulk order change', () => {
  it('accepts the orders that may be accepted, refuses an accepted one on the device, and shows the server’s refusal', async () => {
    serve('o3', 'This order was changed meanwhile')
    const { onChanged } = renderChange('accept', [orderRow(1), orderRow(2, { accepted: true }), orderRow(3)])
    const dialog = await screen.findByRole('dialog', { name: 'Accept orders' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept 3 orders' }))
    const rows = within(dialog).getByRole('list', { name: 'Chosen rows' })
    await waitFor(() => expect(within(rows).getByRole('listitem', { name: 'SO1001' }).dataset.outcome).toBe('done'), {
      timeout: 10_000,
    })
    await waitFor(() => expect(within(rows).getByRole('listitem', { name: 'SO1003' }).dataset.outcome).toBe('refused'))
    expect(within(rows).getByRole('listitem', { name: 'SO1002' }).dataset.outcome).toBe('refused')
    expect(within(rows).getByText('Already accepted')).toBeTruthy()
    expect(within(rows).getByText('This order was changed meanwhile')).toBeTruthy()
    const calls = callsTo('/sale/order/accept')
    expect(calls.map((call) => call.body.orderId).sort()).toEqual(['o1', 'o3'])
    expect(new Set(calls.map((call) => call.key)).size).toBe(2)
    // Only the accepted one leaves the selection: the refused ones stay chosen to be looked at.
    expect(onChanged).toHaveBeenCalledWith(['o1'])
  }, 40_000)

  it('cancels with the reason asked for first; a shipped order is refused and never sent', async () => {
    serve('none', '')
    renderChange('cancel', [orderRow(1), orderRow(2, { status: SALE_ORDER_STATUS.shipped })])
    const dialog = await screen.findByRole('dialog', { name: 'Cancel orders' })
    const confirm = within(dialog).getByRole('button', { name: 'Cancel 2 orders' })
    expect(confirm).toHaveProperty('disabled', true)
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Out of stock ' } })
    fireEvent.click(confirm)
    const rows = within(dialog).getByRole('list', { name: 'Chosen rows' })
    await waitFor(() => expect(within(rows).getByRole('listitem', { name: 'SO1001' }).dataset.outcome).toBe('done'), {
      timeout: 10_000,
    })
    expect(within(rows).getByRole('listitem', { name: 'SO1002' }).dataset.outcome).toBe('refused')
    expect(within(rows).getByText('Not possible for an order that is Shipped')).toBeTruthy()
    expect(callsTo('/sale/order/cancel').map((call) => call.body)).toEqual([
      { orderId: 'o1', version: 1, reason: 'Out of stock' },
    ])
  }, 40_000)
})
