// Refunds approved in bulk: each chosen refund is its own call with its own Idempotency-Key, and
// the dialog says per refund whether it was approved or refused and why. Shop and date filters
// reach the URL.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SaleRefundRow } from '../../../contract/orders'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import type { RefundSearch } from '../refund-search'
import { lookups } from './order-test-fixtures'
import { RefundListScreen } from './refund-list-screen'

const fetchMock = stubFetchOnDesktop()

const refund = (n: number, status = '1'): SaleRefundRow => ({
  id: `r${n}`,
  refundNo: `RF${100 + n}`,
  orderId: `o${n}`,
  orderNo: `SO${n}`,
  shopId: 's1',
  shopName: 'Demo shop',
  channel: 'shopee',
  type: 'refund_only',
  status: status as SaleRefundRow['status'],
  currency: 'USD',
  amount: 1000 * n,
  reason: 'broken',
  images: [],
  rejectReason: null,
  createdAt: '2026-01-02T03:04:05Z',
  updatedAt: '2026-01-02T03:04:05Z',
  version: n,
})

function serve(
  rows: SaleRefundRow[],
  approve: (body: { refundId: string }) => Response,
  reject: (body: { refundId: string; reason: string }) => Response = approve,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('shop_simple_list')) return jsonResponse({ code: 0, msg: '', data: [] })
    if (url.includes('/sale/refund/approve')) return approve(JSON.parse(String(init?.body)))
    if (url.includes('/sale/refund/reject')) return reject(JSON.parse(String(init?.body)))
    return jsonResponse({
      code: 0,
      msg: '',
      data: { pageSize: 10, pageNum: 1, total: rows.length, pages: 1, list: rows },
    })
  })
}

function renderList(search: RefundSearch = {}, canDecide = true) {
  const onSearchChange = vi.fn()
  renderRoute(
    () => (
      <RefundListScreen
        search={search}
        onSearchChange={onSearchChange}
        onReset={vi.fn()}
        onOpenRefund={vi.fn()}
        lookups={lookups}
        canDecide={canDecide}
      />
    ),
    '/sale/refund',
  )
  return { onSearchChange }
}

const decisionCalls = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      key: new Headers(init?.headers).get('Idempotency-Key'),
    }))

describe('refund list bulk approve', () => {
  it('approves three refunds one call each, and shows the refused one with the server’s reason', async () => {
    serve([refund(1), refund(2), refund(3, '3')], ({ refundId }) =>
      refundId === 'r3'
        ? jsonResponse({ code: 1002, msg: 'Cannot approve a refund that is Refunded', data: null }, 400)
        : jsonResponse({ code: 0, msg: '', data: { ...refund(Number(refundId.slice(1))), status: '3' } }),
    )
    renderList()
    const table = await screen.findByRole('table', { name: 'Refunds' }, { timeout: 10_000 })
    await within(table).findByText('RF103')
    for (const no of ['RF101', 'RF102', 'RF103'])
      fireEvent.click(within(table).getByRole('checkbox', { name: `Select ${no}` }))
    expect(screen.getByTestId('bulk-count').textContent).toBe('3 selected')
    fireEvent.click(screen.getByRole('button', { name: 'Approve (3)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve refunds' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve 3 refunds' }))
    const rows = within(dialog).getByRole('list', { name: 'Chosen rows' })
    await waitFor(() => expect(within(rows).getByRole('listitem', { name: 'RF103' }).dataset.outcome).toBe('refused'))
    await waitFor(() => expect(within(rows).getByRole('listitem', { name: 'RF101' }).dataset.outcome).toBe('done'))
    expect(within(rows).getByRole('listitem', { name: 'RF102' }).dataset.outcome).toBe('done')
    expect(within(rows).getByText('Cannot approve a refund that is Refunded')).toBeTruthy()
    expect(within(dialog).getByTestId('bulk-summary').textContent).toContain('Approved: 2')
    const calls = decisionCalls('/sale/refund/approve')
    expect(calls.map((call) => call.body).sort((a, b) => a.refundId.localeCompare(b.refundId))).toEqual([
      { refundId: 'r1', version: 1 },
      { refundId: 'r2', version: 2 },
      { refundId: 'r3', version: 3 },
    ])
    expect(new Set(calls.map((call) => call.key)).size).toBe(3)
    expect(calls.every((call) => call.key)).toBe(true)
  }, 40_000) // three rounds of the dialog in jsdom: 17-24 s at load 30-40, over the 20 s default

  it('rejects the chosen refunds with one reason, asked for first; a refund no longer pending is refused', async () => {
    serve(
      [refund(1), refund(2, '3')],
      () => jsonResponse({ code: 0, msg: '', data: null }),
      ({ refundId }) =>
        refundId === 'r2'
          ? jsonResponse({ code: 1002, msg: 'Cannot reject a refund that is Refunded', data: null }, 400)
          : jsonResponse({ code: 0, msg: '', data: { ...refund(1), status: '2' } }),
    )
    renderList()
    const table = await screen.findByRole('table', { name: 'Refunds' }, { timeout: 10_000 })
    await within(table).findByText('RF102')
    for (const no of ['RF101', 'RF102']) fireEvent.click(within(table).getByRole('checkbox', { name: `Select ${no}` }))
    fireEvent.click(screen.getByRole('button', { name: 'Reject (2)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject refunds' })
    const confirm = within(dialog).getByRole('button', { name: 'Reject 2 refunds' })
    expect(confirm).toHaveProperty('disabled', true)
    expect(within(dialog).getByTestId('submit-missing').textContent).toBe('Still needed: a reason')
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Not as described  ' },
    })
    fireEvent.click(confirm)
    const rows = within(dialog).getByRole('list', { name: 'Chosen rows' })
    await waitFor(() => expect(within(rows).getByRole('listitem', { name: 'RF102' }).dataset.outcome).toBe('refused'))
    await waitFor(() => expect(within(rows).getByRole('listitem', { name: 'RF101' }).dataset.outcome).toBe('done'))
    expect(within(rows).getByText('Cannot reject a refund that is Refunded')).toBeTruthy()
    const calls = decisionCalls('/sale/refund/reject')
    expect(calls.map((call) => call.body).sort((a, b) => a.refundId.localeCompare(b.refundId))).toEqual([
      { refundId: 'r1', version: 1, reason: 'Not as described' },
      { refundId: 'r2', version: 2, reason: 'Not as described' },
    ])
    expect(new Set(calls.map((call) => call.key)).size).toBe(2)
    expect(decisionCalls('/sale/refund/approve')).toEqual([])
  }, 40_000) // the dialog's rounds in jsdom, as above

  it('shows no selection or bulk bar to a user who may not decide refunds', async () => {
    serve([refund(1)], () => jsonResponse({}))
    renderList({}, false)
    const table = await screen.findByRole('table', { name: 'Refunds' }, { timeout: 10_000 })
    await within(table).findByText('RF101')
    expect(within(table).queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull()
  })

  it('asks the server for the shop and the request dates of the URL', async () => {
    serve([], () => jsonResponse({}))
    renderList({ shopId: 's1', createdFrom: '2026-01-01', createdTo: '2026-01-31' })
    await waitFor(() => {
      const list = fetchMock.mock.calls.find(([input]) => String(input).includes('/ds/list/sale_refund'))
      expect(JSON.parse(String(list?.[1]?.body))).toMatchObject({
        shopId: 's1',
        createdFrom: '2026-01-01',
        createdTo: '2026-01-31',
      })
    })
  })
})
