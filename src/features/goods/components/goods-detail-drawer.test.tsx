// The goods drawer's title and brand form: a save sends the version it was based on with an
// Idempotency-Key, says so, and the form then shows the server's newer row (not the typed copy).
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { GoodsDetail } from '../../../contract/goods'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderWithProviders, shownNotifications } from '../../../lib/testing/providers'
import { GoodsDetailDrawer } from './goods-detail-drawer'

const fetchMock = stubFetchOnDesktop()

const goods = (overrides: Partial<GoodsDetail> = {}): GoodsDetail => ({
  id: 'g1',
  goodsNo: 'G0001',
  title: 'Cat tee',
  image: '',
  images: [],
  productId: 'p1',
  productTitle: 'Tee',
  categoryId: 'c1',
  materialId: null,
  designImage: null,
  shopId: 's1',
  shopName: 'Shop',
  channel: 'amazon',
  brandId: null,
  brandName: null,
  status: 'on_sale',
  recommended: false,
  brandRecommended: false,
  isNew: false,
  newVisible: false,
  newSort: 0,
  minPrice: 1000,
  maxPrice: 1000,
  createdAt: '2026-01-02T03:04:05Z',
  updatedAt: '2026-01-02T03:04:05Z',
  version: 1,
  specs: [],
  ...overrides,
})

describe('goods info form', () => {
  it('saves title and brand against the shown version, then shows the newer row', async () => {
    let current = goods()
    const saves: { body: unknown; key: string | null }[] = []
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/goods/info/update')) {
        const body = JSON.parse(String(init?.body)) as { title: string }
        saves.push({ body, key: new Headers(init?.headers).get('idempotency-key') })
        current = goods({ title: body.title, version: current.version + 1 })
        return jsonResponse({ code: 0, msg: '', data: current })
      }
      if (url.includes('/goods/detail/g1')) return jsonResponse({ code: 0, msg: '', data: current })
      return jsonResponse({ code: 0, msg: '', data: [] })
    })
    renderWithProviders(
      <GoodsDetailDrawer
        goodsId="g1"
        onClose={vi.fn()}
        canEdit
        locale="en"
        colors={[]}
        brands={[{ id: 'b1', name: 'Acme' } as never]}
        syncStates={new Map()}
      />,
    )
    const title = await screen.findByLabelText('Title')
    expect((title as HTMLInputElement).value).toBe('Cat tee')
    const save = screen.getByRole('button', { name: 'Save' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(title, { target: { value: 'Cat tee, blue ' } })
    fireEvent.click(save)
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]!.body).toEqual({ id: 'g1', version: 1, title: 'Cat tee, blue', brandId: null })
    expect(saves[0]!.key).toBeTruthy()
    await waitFor(() => expect(shownNotifications().some((note) => note.message === 'Saved')).toBe(true))
    // The detail was read again: version 2, its title in the field and nothing left to save.
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Cat tee, blue'))
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
