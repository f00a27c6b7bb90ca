// Purchase orders: the status tabs carry their counts, a factory is marked as one, and the rows a
// distributor chose to pay stay chosen while paging but not once a filter shows other rows.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PurchaseOrderRow } from '../../../contract/purchasing'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import type { PurchaseSearch } from '../purchase-search'
import { PurchaseListScreen } from './purchase-list-screen'

const fetchMock = stubFetchOnDesktop()

const order = (n: number, overrides: Partial<PurchaseOrderRow> = {}): PurchaseOrderRow => ({
  id: `p${n}`,
  purchaseNo: `PO${100 + n}`,
  status: '1',
  distributorId: 'd1',
  distributorName: 'Demo distributor',
  supplierId: 's1',
  supplierName: 'Cotton supplier',
  supplierType: 2,
  currency: 'USD',
  totalAmount: 1000 * n,
  itemCount: n,
  lineCount: 1,
  saleOrderNos: [`SO${n}`],
  expressCode: null,
  logisticsNo: null,
  createdAt: '2026-01-02T03:04:05Z',
  paidAt: null,
  shippedAt: null,
  updatedAt: '2026-01-02T03:04:05Z',
  version: 1,
  ...overrides,
})

function serve(rows: PurchaseOrderRow[], total = rows.length) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('purchase_order_count'))
      return jsonResponse({ code: 0, msg: '', data: { 1: 4, 2: 0, 3: 2, 4: 0, 5: 0, 6: 0, 7: 0, 8: 1 } })
    return jsonResponse({ code: 0, msg: '', data: { pageSize: 10, pageNum: 1, total, pages: 3, list: rows } })
  })
}

function renderScreen(search: PurchaseSearch = {}, asSupplier = false) {
  const onSearchChange = vi.fn()
  renderRoute(
    () => (
      <PurchaseListScreen
        search={search}
        onSearchChange={onSearchChange}
        onReset={vi.fn()}
        onOpen={vi.fn()}
        asSupplier={asSupplier}
        suppliers={[]}
        canPay
      />
    ),
    '/purchase/list',
  )
  return { onSearchChange }
}

describe('purchase order list', () => {
  it('counts each status on its tab, marks a factory, and reports a chosen tab as the status filter', async () => {
    serve([order(1), order(2, { supplierName: 'Mug factory', supplierType: 1 })])
    const { onSearchChange } = renderScreen()
    const table = await screen.findByRole('table', { name: 'Purchase orders' }, { timeout: 10_000 })
    const factoryRow = (await within(table).findByText('PO102')).closest('tr') as HTMLElement
    expect(within(factoryRow).getByText('Factory')).toBeTruthy()
    const cottonRow = within(table).getByText('PO101').closest('tr') as HTMLElement
    expect(within(cottonRow).queryByText('Factory')).toBeNull()
    expect(await screen.findByRole('tab', { name: 'All (7)' })).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Pending shipment (2)' }))
    expect(onSearchChange).toHaveBeenCalledWith({ status: '3' })
  })

  it('keeps the chosen orders while paging, and lets them go when a filter changes', async () => {
    serve([order(1), order(2), order(3)], 25)
    const { onSearchChange } = renderScreen()
    const table = await screen.findByRole('table', { name: 'Purchase orders' }, { timeout: 10_000 })
    await within(table).findByText('PO103')
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select PO101' }))
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select PO102' }))
    expect(screen.getByRole('button', { name: 'Pay (2)' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
    expect(screen.getByTestId('bulk-count').textContent).toBe('2 selected')
    fireEvent.click(screen.getByRole('tab', { name: /^Pending payment/ }))
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: '1' })
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay \(/ })).toBeNull())
  })

  it('shows a supplier who bought, and offers no payment', async () => {
    serve([order(1)])
    renderScreen({}, true)
    expect(await screen.findByText('Purchase orders to me', {}, { timeout: 10_000 })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Purchase orders' })
    const row = (await within(table).findByText('PO101')).closest('tr') as HTMLElement
    expect(within(row).getByText('Demo distributor')).toBeTruthy()
    expect(within(table).queryByRole('checkbox', { name: 'Select PO101' })).toBeNull()
  })
})
