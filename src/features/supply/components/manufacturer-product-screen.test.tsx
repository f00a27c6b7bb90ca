// Factory products: a factory sees its own products with their status and turns one off with one
// call carrying an Idempotency-Key; a distributor sees the factories' catalogue without either.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ManufacturerProductRow } from '../../../contract/supply'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderRoute, shownNotifications } from '../../../lib/testing/providers'
import type { SupplySearch } from '../supply-search'
import { ManufacturerProductScreen } from './manufacturer-product-screen'

const fetchMock = stubFetchOnDesktop()

const product = (n: number, overrides: Partial<ManufacturerProductRow> = {}): ManufacturerProductRow => ({
  id: `m${n}`,
  factoryId: 'f1',
  factoryName: 'Mug factory',
  country: 'CN',
  title: `Ceramic mug ${n}`,
  baseModel: 'MUG-11',
  category: 'drinkware',
  image: '',
  description: '',
  specs: [],
  minPrice: 250,
  leadDays: 7,
  minQuantity: 50,
  printMethods: [],
  status: 'enabled',
  updatedAt: '2026-01-02T03:04:05Z',
  version: 1,
  ...overrides,
})

function serve(rows: ManufacturerProductRow[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/manufacturer/product/status')) return jsonResponse({ code: 0, msg: '', data: { changed: 1 } })
    if (url.includes('countr')) return jsonResponse({ code: 0, msg: '', data: [{ value: 'CN', text: 'China' }] })
    return jsonResponse({
      code: 0,
      msg: '',
      data: { pageSize: 10, pageNum: 1, total: rows.length, pages: 1, list: rows },
    })
  })
}

function renderScreen(own: boolean, search: SupplySearch = {}) {
  const onSearchChange = vi.fn()
  const onOpen = vi.fn()
  renderRoute(
    () => (
      <ManufacturerProductScreen
        title={own ? 'My factory products' : 'Global factories'}
        search={search}
        onSearchChange={onSearchChange}
        onReset={vi.fn()}
        locale="en"
        own={own}
        canAdd={own}
        canEdit={own}
        onOpen={onOpen}
        onAdd={vi.fn()}
      />
    ),
    '/distribution/manufacturer/product/list',
  )
  return { onSearchChange, onOpen }
}

const statusCalls = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/manufacturer/product/status'))
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      key: new Headers(init?.headers).get('Idempotency-Key'),
    }))

describe('factory products', () => {
  it('lets a factory disable one of its products, with an Idempotency-Key, and says so', async () => {
    serve([product(1), product(2, { status: 'disabled' })])
    renderScreen(true)
    const table = await screen.findByRole('table', {}, { timeout: 10_000 })
    const row = (await within(table).findByText('Ceramic mug 1')).closest('tr') as HTMLElement
    const disabledRow = within(table).getByText('Ceramic mug 2').closest('tr') as HTMLElement
    expect(within(disabledRow).getByRole('button', { name: 'Enable' })).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }))
    await waitFor(() => expect(statusCalls()).toHaveLength(1))
    expect(statusCalls()[0]!.body).toEqual({ ids: ['m1'], status: 'disabled' })
    expect(statusCalls()[0]!.key).toBeTruthy()
    await waitFor(() =>
      expect(shownNotifications().some((note) => String(note.message).includes('1 product(s) disabled'))).toBe(true),
    )
  })

  it('shows a distributor the catalogue with the factory, no status and no switches, and asks newest first', async () => {
    serve([product(1)])
    renderScreen(false, { keyword: 'mug' })
    const table = await screen.findByRole('table', {}, { timeout: 10_000 })
    const row = (await within(table).findByText('Ceramic mug 1')).closest('tr') as HTMLElement
    expect(within(row).getByText('Mug factory')).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Disable' })).toBeNull()
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).toBeNull()
    const body = fetchMock.mock.calls
      .map(([input, init]) => ({ url: String(input), init }))
      .find((call) => call.url.includes('/ds/list/'))
    expect(JSON.parse(String(body?.init?.body))).toMatchObject({
      keyword: 'mug',
      pageNo: 1,
      pageSize: 10,
      sortField: 'updatedAt',
      sortOrder: 'descend',
    })
  })
})
