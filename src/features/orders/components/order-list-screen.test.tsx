import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_CARDS } from '../../../components/list-page/data-list'
import { matchMediaStub } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderRoute, shownNotifications } from '../../../lib/testing/providers'
import type { OrderSearch } from '../order-search'
// The action forms the list loads lazily, compiled before the tests: the first dynamic import of each
// compiled it during findByRole's polling (seconds under load) and the drawer came too late.
import './bulk-order-change'
import './bulk-ship-drawer'
import './order-action-forms'
import { OrderListScreen } from './order-list-screen'
import { lookups, orderRow, serverPage } from './order-test-fixtures'

const fetchMock = vi.fn<typeof fetch>()
let phone = false
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  phone = false
  // Desktop unless a test says phone: the table's columns show on every width query, cards on the phone query.
  vi.stubGlobal(
    'matchMedia',
    matchMediaStub((query) => (query.includes('max-width') ? phone : true)),
  )
})
afterEach(() => vi.unstubAllGlobals())

function answer(listBody: unknown) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('shop_simple_list')) return jsonResponse({ code: 0, msg: '', data: [] })
    return jsonResponse(listBody)
  })
}

/** The list with its search kept as the route would keep it (paging changes the page shown). */
function PagedList() {
  const [search, setSearch] = useState<OrderSearch>({})
  return (
    <OrderListScreen
      search={search}
      onSearchChange={(change) => setSearch((current) => ({ ...current, ...change }))}
      onReset={vi.fn()}
      onOpenOrder={vi.fn()}
      lookups={lookups}
      canShip
      canExport
    />
  )
}

function renderList(search: OrderSearch = {}, props: Partial<Parameters<typeof OrderListScreen>[0]> = {}) {
  const onSearchChange = vi.fn()
  const onOpenOrder = vi.fn()
  renderRoute(
    () => (
      <OrderListScreen
        search={search}
        onSearchChange={onSearchChange}
        onReset={vi.fn()}
        onOpenOrder={onOpenOrder}
        lookups={lookups}
        canShip
        canExport
        {...props}
      />
    ),
    '/sale/order',
  )
  return { onSearchChange, onOpenOrder }
}

function listRequests() {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/ds/list/sale_order'))
    .map(([, init]) => JSON.parse(String(init?.body)))
}

describe('order list', () => {
  it('asks for the filtered page and shows each order with its dictionary status and money', async () => {
    answer(serverPage([orderRow(1), orderRow(2, { status: '3', trackingNo: 'SF123456', expressCode: 'SF' })], 1, 2))
    const { onOpenOrder } = renderList({ status: '2', keyword: 'SO' })
    const table = await screen.findByRole('table', { name: 'Orders' })
    await within(table).findByText('SO1001')
    expect(listRequests()[0]).toMatchObject({
      status: '2',
      keyword: 'SO',
      pageNo: 1,
      pageSize: 10,
      sortField: 'createdAt',
    })
    expect(within(table).getAllByText('$25.99')).toHaveLength(2)
    expect(within(table).getByText('Shipped')).toBeTruthy()
    expect(within(table).getByText('SF Express')).toBeTruthy()
    expect(within(table).getAllByRole('timer')).toHaveLength(1)
    // The order number is a real link (open in a new tab works), not a button.
    const link = within(table).getByRole('link', { name: 'SO1001' })
    expect(link.getAttribute('href')).toBe('/sale/order/detail?id=o1&__t=SO1001')
  })

  it('steps back one page when a page past the first comes back empty', async () => {
    answer(serverPage([], 3, 20))
    const { onSearchChange } = renderList({ pageNo: 3 })
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ pageNo: 2, pageSize: 10 }), { timeout: 10_000 })
  })

  it('says so when nothing matches', async () => {
    answer(serverPage([]))
    renderList({ keyword: 'nothing' })
    expect(await screen.findByText('No orders match these filters', undefined, { timeout: 10_000 })).toBeTruthy()
  })

  it('talks about filters only when a filter is set', async () => {
    answer(serverPage([]))
    renderList({})
    expect(await screen.findByText('Nothing here yet', undefined, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('No orders match these filters')).toBeNull()
  })

  it('opens bulk ship with only the selected orders that wait to ship', async () => {
    answer(serverPage([orderRow(1), orderRow(2)], 1, 2))
    renderList()
    const table = await screen.findByRole('table', { name: 'Orders' })
    await within(table).findByText('SO1002')
    const ship = screen.getByRole('button', { name: 'Ship selected (0)' })
    expect((ship as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(table).getAllByRole('checkbox')[1] as HTMLElement)
    fireEvent.click(screen.getByRole('button', { name: 'Ship selected (1)' }))
    const drawer = await screen.findByRole('dialog', { name: 'Ship orders' }, { timeout: 20_000 })
    expect(within(drawer).getByText('SO1001')).toBeTruthy()
    expect(within(drawer).queryByText('SO1002')).toBeNull()
  })

  it('shows each order as a card with a thumb-sized Ship button on phones', async () => {
    phone = true
    answer(serverPage([orderRow(1), orderRow(2, { status: '3', trackingNo: 'SF123456', expressCode: 'SF' })], 1, 2))
    renderList()
    const cards = await screen.findByRole('list', { name: 'Orders' })
    expect(screen.queryByRole('table')).toBeNull()
    const items = within(cards).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: 'Ship' })).toBeNull()
    fireEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Ship' }))
    // The single-order form, not the bulk table: its fields are labelled, its submit says what is missing.
    const form = await screen.findByRole('dialog', { name: 'Ship order SO1001' })
    expect(screen.queryByRole('dialog', { name: 'Ship orders' })).toBeNull()
    const submit = within(form).getByRole('button', { name: 'Ship' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    expect(within(form).getByText('Still needed: express company and tracking number')).toBeTruthy()
    fireEvent.change(within(form).getByRole('textbox', { name: /Tracking no\./ }), { target: { value: 'ab' } })
    expect(within(form).getByText('4 to 40 letters, digits or dashes')).toBeTruthy()
    expect(within(form).getByText('Still needed: express company and a valid tracking number')).toBeTruthy()
  })

  it('keeps every ticked card chosen on phones (a card renders again only when its own box changes)', async () => {
    phone = true
    answer(serverPage([orderRow(1), orderRow(2), orderRow(3)], 1, 3))
    renderList()
    // The first render of the file's run compiles the screen: longer than findBy's default second under load.
    await screen.findByRole('list', { name: 'Orders' }, { timeout: 10_000 })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SO1001' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SO1003' }))
    expect(screen.getByRole('button', { name: 'Ship selected (2)' })).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Select SO1001' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'Select SO1002' }) as HTMLInputElement).checked).toBe(false)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SO1001' }))
    expect(screen.getByRole('button', { name: 'Ship selected (1)' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Ship selected (1)' }))
    const drawer = await screen.findByRole('dialog', { name: 'Ship orders' })
    expect(within(drawer).getByText('SO1003')).toBeTruthy()
    expect(within(drawer).queryByText('SO1001')).toBeNull()
  })

  it("draws a phone's first cards first and the rest of the page right after; the next page all at once", async () => {
    phone = true
    const rows = Array.from({ length: 10 }, (_, index) => orderRow(index + 1))
    answer(serverPage(rows, 1, 20))
    renderRoute(() => <PagedList />, '/sale/order')
    const cards = await screen.findByRole('list', { name: 'Orders' }, { timeout: 10_000 })
    // The render that brings the rows draws a screen's worth (FIRST_CARDS)...
    expect(within(cards).getAllByRole('listitem')).toHaveLength(FIRST_CARDS)
    // ...and the next one the whole page, in order.
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(10))
    expect(
      within(cards)
        .getAllByRole('link', { name: /^SO\d+$/ })
        .map((link) => link.textContent),
    ).toEqual(rows.map((row) => row.orderNo))
    // A later page replaces the cards in one render: the list is on screen, it must not shrink and grow.
    answer(
      serverPage(
        Array.from({ length: 10 }, (_, index) => orderRow(index + 11)),
        2,
        20,
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await screen.findByText('SO1011')
    expect(within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')).toHaveLength(10)
  })

  it('shows no ship action to a user without sale_order.edit', async () => {
    answer(serverPage([orderRow(1)], 1, 1))
    renderList({}, { canShip: false, canExport: false })
    await screen.findByText('SO1001')
    expect(screen.queryByRole('button', { name: /Ship selected/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull()
  })
})
