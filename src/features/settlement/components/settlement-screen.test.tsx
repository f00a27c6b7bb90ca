// Settlement: the pending tab lists unsettled shipments by partner and month for the URL's partner,
// names the other side, and offers "Raise settlement" only to who may raise one; switching to the
// records tab is reported to the URL.
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PendingSettlementGroup, SettlementParty } from '../../../contract/settlement'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import type { SettlementSearch } from '../settlement-search'
import { SettlementScreen } from './settlement-screen'

// The records tab's export menu asks the session what the account may do.
vi.mock('../../../lib/session/session', () => ({
  useSession: () => ({ info: { type: 0 }, hasPermission: () => true }),
}))

const fetchMock = stubFetchOnDesktop()

const group: PendingSettlementGroup = {
  id: 's1:USD:2026-01',
  supplierId: 's1',
  supplierName: 'Cotton supplier',
  distributorId: 'd1',
  distributorName: 'Demo distributor',
  currency: 'USD',
  month: '2026-01',
  periodFrom: '2026-01-01',
  periodTo: '2026-01-31',
  orderCount: 3,
  itemCount: 12,
  totalAmount: 45_600,
}

function serve(groups: PendingSettlementGroup[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/config/list')) return jsonResponse({ code: 0, msg: '', data: {} })
    return jsonResponse({
      code: 0,
      msg: '',
      data: { pageSize: 10, pageNum: 1, total: groups.length, pages: 1, list: groups },
    })
  })
}

const bodiesOf = (source: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(`/ds/list/${source}`))
    .map(([, init]) => JSON.parse(String(init?.body)))

function renderScreen(party: SettlementParty, search: SettlementSearch = {}, canRaise = true) {
  const onSearchChange = vi.fn()
  const onRaise = vi.fn()
  renderRoute(
    () => (
      <SettlementScreen
        party={party}
        search={search}
        onSearchChange={onSearchChange}
        onReset={vi.fn()}
        onOpen={vi.fn()}
        onRaise={onRaise}
        canRaise={canRaise}
        partners={[{ value: 's1', label: 'Cotton supplier' }]}
      />
    ),
    '/distribution/settlement/list',
  )
  return { onSearchChange, onRaise }
}

describe('settlement screen', () => {
  it('lists what waits for settlement with the supplier named, for the URL’s partner, and raises one', async () => {
    serve([group])
    const { onRaise, onSearchChange } = renderScreen('distributor', { partnerId: 's1', pageNo: 2 })
    const table = await screen.findByRole('table', { name: 'Pending settlement' }, { timeout: 10_000 })
    const row = (await within(table).findByText('2026-01')).closest('tr') as HTMLElement
    expect(within(row).getByText('Cotton supplier')).toBeTruthy()
    // The pending list filters by partner only, and has no sort.
    expect(bodiesOf('settlement_pending')[0]).toEqual({ partnerId: 's1', pageNo: 2, pageSize: 10 })
    fireEvent.click(within(row).getByRole('button', { name: 'Raise settlement' }))
    expect(onRaise).toHaveBeenCalledWith(group)
    fireEvent.click(screen.getByRole('tab', { name: 'Settlement records' }))
    expect(onSearchChange).toHaveBeenCalledWith({ tab: 'records' })
  })

  it('names the distributor on the supplier side, and offers no raise to who may not', async () => {
    serve([group])
    renderScreen('supplier', {}, false)
    const table = await screen.findByRole('table', { name: 'Pending settlement' }, { timeout: 10_000 })
    const row = (await within(table).findByText('2026-01')).closest('tr') as HTMLElement
    expect(within(row).getByText('Demo distributor')).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Raise settlement' })).toBeNull()
  })

  it('asks for the records of the URL’s status newest first on the records tab', async () => {
    serve([])
    renderScreen('distributor', { tab: 'records', status: '1', keyword: 'ST-7' })
    expect(await screen.findByRole('table', { name: /settlement/i }, { timeout: 10_000 })).toBeTruthy()
    await vi.waitFor(() => expect(bodiesOf('settlement_order')).toHaveLength(1))
    expect(bodiesOf('settlement_order')[0]).toEqual({
      status: '1',
      keyword: 'ST-7',
      pageNo: 1,
      pageSize: 10,
      sortField: 'createdAt',
      sortOrder: 'descend',
    })
    expect(bodiesOf('settlement_pending')).toEqual([])
    // The export of that filter is offered beside the title (one request shared with the table).
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy()
  })
})
