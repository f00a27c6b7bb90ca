// Financial details: the list asks the server for the URL's filters, newest first, and shows each
// flow with its type's name and a signed amount; a sort click and an emptied filter reach the URL.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FinanceFlowRow } from '../../../contract/finance'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import type { FlowSearch } from '../finance-search'
import { FinanceItemsScreen } from './finance-items-screen'

const fetchMock = stubFetchOnDesktop()

const flow = (n: number, amount: number, type: FinanceFlowRow['type']): FinanceFlowRow => ({
  id: `f${n}`,
  accountId: 'acc1',
  accountName: 'Main account',
  type,
  amount,
  balanceAfter: 50_000 + amount,
  seq: n,
  currency: 'USD',
  referenceType: null,
  referenceId: null,
  note: `Reference ${n}`,
  createdAt: '2026-01-02T03:04:05Z',
  updatedAt: '2026-01-02T03:04:05Z',
})

// A distributor who may read settlements (no export: the menu stays out of the way).
const seller = {
  id: 'u1',
  did: 'u1',
  name: 'Seller',
  avatar: '',
  username: 'seller',
  type: 0,
  role: {
    id: 'r1',
    name: 'Owner',
    permissions: [{ permissionId: 'distribution_settlement_list', actionEntitySet: [{ action: 'query' }] }],
  },
}

function serve(rows: FinanceFlowRow[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/config/list'))
      return jsonResponse({
        code: 0,
        msg: '',
        data: {
          FINANCE_FLOW_TYPE: [
            { value: '1', text: 'Top-up' },
            { value: '2', text: 'Purchase payment' },
          ],
        },
      })
    if (url.includes('finance_account_list')) return jsonResponse({ code: 0, msg: '', data: [] })
    if (url.includes('/user/info')) return jsonResponse({ code: 0, msg: '', data: seller })
    return jsonResponse({
      code: 0,
      msg: '',
      data: { pageSize: 10, pageNum: 1, total: rows.length, pages: 1, list: rows },
    })
  })
}

const listBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/ds/list/finance_flow'))
    .map(([, init]) => JSON.parse(String(init?.body)))

function renderScreen(search: FlowSearch = {}) {
  const onSearchChange = vi.fn()
  renderRoute(
    () => <FinanceItemsScreen search={search} onSearchChange={onSearchChange} onReset={vi.fn()} />,
    '/account/finance/item',
  )
  return { onSearchChange }
}

describe('financial details', () => {
  it('asks for the URL’s type and days newest first, and shows each flow signed, with its type’s name', async () => {
    serve([flow(1, 12_000, '1'), flow(2, -4_550, '2')])
    renderScreen({ type: '2', createdFrom: '2026-01-01', createdTo: '2026-01-31' })
    const table = await screen.findByRole('table', { name: 'Financial details' }, { timeout: 10_000 })
    await within(table).findByText('Reference 2')
    expect(listBodies()[0]).toEqual({
      type: '2',
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      pageNo: 1,
      pageSize: 10,
      sortField: 'createdAt',
      sortOrder: 'descend',
    })
    const [, credit, debit] = within(table).getAllByRole('row')
    await waitFor(() => expect(within(credit!).getByText('Top-up')).toBeTruthy())
    expect(credit!.textContent).toContain('+')
    expect(within(debit!).getByText('Purchase payment')).toBeTruthy()
    expect(debit!.textContent).toMatch(/-\s*\$?45\.50|−\s*\$?45\.50|-US\$45\.50/)
  })

  it('sorts by amount when its header is clicked', async () => {
    serve([flow(1, 100, '1')])
    const { onSearchChange } = renderScreen({ type: '1' })
    const table = await screen.findByRole('table', { name: 'Financial details' }, { timeout: 10_000 })
    await within(table).findByText('Reference 1')
    fireEvent.click(within(table).getByRole('button', { name: /^Amount/ }))
    // A new column keeps the arrow's direction: the biggest amounts first.
    expect(onSearchChange).toHaveBeenCalledWith({ sortField: 'amount', sortOrder: 'descend' })
  })

  it('says no flow matches when a filter leaves the list empty', async () => {
    serve([])
    renderScreen({ type: '2' })
    expect(await screen.findByText('No finance items match these filters', {}, { timeout: 10_000 })).toBeTruthy()
  })
})
