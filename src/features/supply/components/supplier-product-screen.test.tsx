// Supplied products: a supplier offers a product model at a price per spec (yuan typed, fen sent,
// one Idempotency-Key), the form refuses to send without a model and shows the server's field
// refusal on its field; a distributor sees its suppliers' offers without status and opens one
// read-only with its spec prices.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ProductSpec } from '../../../contract/goods'
import type { SupplierProductRow } from '../../../contract/supply'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderRoute, shownNotifications } from '../../../lib/testing/providers'
import type { SupplySearch } from '../supply-search'
import { SupplierProductScreen } from './supplier-product-screen'

const fetchMock = stubFetchOnDesktop()

const offer = (n: number, overrides: Partial<SupplierProductRow> = {}): SupplierProductRow => ({
  id: `s${n}`,
  supplierId: 'sup1',
  supplierName: 'Blank supplier',
  productId: 'p1',
  productTitle: `Classic tee ${n}`,
  productCode: `TEE-${n}`,
  image: '',
  specs: [{ specId: 'spec-w-m', color: '#FFFFFF', size: 'M', sku: 'TEE-W-M', price: 1250 }],
  minPrice: 1250,
  stock: 40,
  status: 'enabled',
  updatedAt: '2026-01-02T03:04:05Z',
  version: 2,
  ...overrides,
})

const specs: ProductSpec[] = [
  { id: 'spec-w-m', color: '#FFFFFF', size: 'M', sku: 'TEE-W-M', price: 3000, cost: 900 },
  { id: 'spec-w-l', color: '#FFFFFF', size: 'L', sku: 'TEE-W-L', price: 3000, cost: 950 },
]

type Save = (body: Record<string, unknown>) => Response

function serve(rows: SupplierProductRow[], save: Save = () => jsonResponse({ code: 0, msg: '', data: offer(9) })) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/supplier/product/save')) return save(JSON.parse(String(init?.body)))
    return jsonResponse({
      code: 0,
      msg: '',
      data: { pageSize: 10, pageNum: 1, total: rows.length, pages: 1, list: rows },
    })
  })
}

const colorName = (value: string) => (value === '#FFFFFF' ? 'White' : value)

function renderScreen(own: boolean, search: SupplySearch = {}) {
  const onSearchChange = vi.fn()
  renderRoute(
    () => (
      <SupplierProductScreen
        title={own ? 'Supplied products' : 'Supplier products'}
        search={search}
        onSearchChange={onSearchChange}
        onReset={vi.fn()}
        locale="en"
        own={own}
        canAdd={own}
        canEdit={own}
        suppliers={own ? undefined : [{ value: 'sup1', label: 'Blank supplier' }]}
        models={
          own
            ? {
                models: [{ value: 'p1', label: 'Classic tee (TEE)' }],
                useSpecs: (productId) => ({ specs: productId === 'p1' ? specs : undefined, isLoading: false }),
                colorName,
              }
            : undefined
        }
        colorName={colorName}
      />
    ),
    '/distribution/supplier/product/list',
  )
  return { onSearchChange }
}

const saveCalls = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/supplier/product/save'))
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      key: new Headers(init?.headers).get('Idempotency-Key'),
    }))

async function pickModel() {
  fireEvent.click(screen.getByRole('combobox', { name: /Product model/ }))
  fireEvent.click(await screen.findByRole('option', { name: 'Classic tee (TEE)', hidden: true }))
}

describe('supplied products', () => {
  it('shows a supplier its offers with their status and stock, and the add button opens the form', async () => {
    serve([offer(1), offer(2, { status: 'disabled', stock: 0 })])
    const { onSearchChange } = renderScreen(true)
    const table = await screen.findByRole('table', {}, { timeout: 10_000 })
    const row = (await within(table).findByText('Classic tee 2')).closest('tr') as HTMLElement
    expect(within(row).getByText('Disabled')).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy()
    expect(within(table).queryByRole('columnheader', { name: 'Supplier' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Supply a product' }))
    expect(onSearchChange).toHaveBeenCalledWith({ edit: 'new' })
  })

  it('offers a model at a price per spec: yuan typed, fen sent with an Idempotency-Key, and says so', async () => {
    serve([])
    renderScreen(true, { edit: 'new' })
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 })
    await pickModel()
    await userEvent.type(screen.getByRole('textbox', { name: 'Supply price of White / M' }), '12.5')
    fireEvent.click(save)
    await waitFor(() => expect(saveCalls()).toHaveLength(1))
    expect(saveCalls()[0]!.body).toEqual({
      productId: 'p1',
      specs: [{ specId: 'spec-w-m', price: 1250 }],
      stock: 0,
      status: 'enabled',
    })
    expect(saveCalls()[0]!.key).toBeTruthy()
    await waitFor(() =>
      expect(shownNotifications().some((note) => String(note.message).includes('Product supplied'))).toBe(true),
    )
  })

  it('sends nothing without a spec price, and shows the server’s refusal of a field on that field', async () => {
    serve([], () =>
      jsonResponse(
        { code: 400, msg: 'Check the form', data: null, fields: [{ path: 'stock', message: 'Too much stock' }] },
        400,
      ),
    )
    renderScreen(true, { edit: 'new' })
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 })
    await pickModel()
    fireEvent.click(save)
    expect(await screen.findByText('Enter the supply price of at least one spec')).toBeTruthy()
    expect(saveCalls()).toHaveLength(0)
    await userEvent.type(screen.getByRole('textbox', { name: 'Supply price of White / L' }), '9')
    fireEvent.click(save)
    await waitFor(() => expect(saveCalls()).toHaveLength(1))
    expect(await screen.findByText('Too much stock')).toBeTruthy()
  })

  it('shows a distributor its suppliers’ offers without status, and opens one read-only with its spec prices', async () => {
    serve([offer(1)])
    renderScreen(false, { edit: 's1' })
    const table = await screen.findByRole('table', { name: 'Supplier products' }, { timeout: 10_000 })
    const row = (await within(table).findByText('Classic tee 1')).closest('tr') as HTMLElement
    expect(within(row).getByText('Blank supplier')).toBeTruthy()
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Supply a product' })).toBeNull()
    const prices = await screen.findByRole('table', { name: 'Supply price per spec' })
    expect(within(prices).getByText('White / M')).toBeTruthy()
    expect(within(prices).getByText('TEE-W-M')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })
})
