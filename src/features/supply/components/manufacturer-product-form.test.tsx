// The factory product form: it opens on the stored product, says what is wrong before sending,
// and sends the change on the version it opened with (prices typed in yuan, sent in fen).
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ManufacturerProductRow } from '../../../contract/supply'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderWithProviders, shownNotifications } from '../../../lib/testing/providers'
import { ManufacturerProductFormDrawer } from './manufacturer-product-form'

const fetchMock = stubFetchOnDesktop()

// The description's autosize textarea listens for web fonts, which jsdom does not have.
beforeAll(() => {
  if (!document.fonts) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    })
  }
})

const stored: ManufacturerProductRow = {
  id: 'm1',
  factoryId: 'f1',
  factoryName: 'Mug factory',
  country: 'CN',
  title: 'Ceramic mug',
  baseModel: 'MUG-11',
  category: 'drinkware',
  image: '',
  description: '',
  specs: [{ color: 'White', size: '11oz', price: 250 }],
  minPrice: 250,
  leadDays: 7,
  minQuantity: 50,
  printMethods: ['sublimation'],
  status: 'enabled',
  updatedAt: '2026-01-02T03:04:05Z',
  version: 4,
}

function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/product/detail/')) return jsonResponse({ code: 0, msg: '', data: stored })
    return jsonResponse({ code: 0, msg: '', data: { ...stored, version: 5 } })
  })
}

const saveCalls = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/manufacturer/product/save'))
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('factory product form', () => {
  it('says what a new product still lacks (category, print method, spec colour) and sends nothing', async () => {
    serve()
    renderWithProviders(<ManufacturerProductFormDrawer productId="new" onClose={vi.fn()} />)
    // Name and base model are required inputs the browser itself insists on; the rest is the form's check.
    const name = await screen.findByRole('textbox', { name: /Product name/ }, { timeout: 10_000 })
    fireEvent.change(name, { target: { value: 'Tote' } })
    fireEvent.change(screen.getByRole('textbox', { name: /Base product model/ }), { target: { value: 'TOTE-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Choose a category')).toBeTruthy()
    expect(screen.getByText('Choose at least one print method')).toBeTruthy()
    expect(screen.getByText('Enter a colour')).toBeTruthy()
    expect(saveCalls()).toHaveLength(0)
  })

  it('edits the stored product on its version, the price in fen, and says so', async () => {
    serve()
    const onClose = vi.fn()
    renderWithProviders(<ManufacturerProductFormDrawer productId="m1" onClose={onClose} />)
    const price = await screen.findByRole('textbox', { name: 'Price of spec 1' }, { timeout: 10_000 })
    expect((price as HTMLInputElement).value).toBe('2.50')
    fireEvent.change(price, { target: { value: '3.2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saveCalls()).toHaveLength(1))
    expect(saveCalls()[0]).toMatchObject({
      id: 'm1',
      version: 4,
      title: 'Ceramic mug',
      specs: [{ color: 'White', size: '11oz', price: 320 }],
    })
    await waitFor(() =>
      expect(shownNotifications().some((note) => String(note.message).includes('Factory product saved'))).toBe(true),
    )
    expect(onClose).toHaveBeenCalled()
  })
})
