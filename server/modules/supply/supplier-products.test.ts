// Distribution supplier products: a supplier offers its own product models at supply prices;
// bound distributors read the enabled offers; everybody else sees nothing.
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { SimpleOption, SupplierProductRow, SupplierProductSaveInput } from '../../../src/contract/supply'
import { describeApp } from '../../test/helper'
import { newKey } from '../../test/support'

const SAVE = '/product/distribution/supplier/product/save'

describeApp('distribution supplier products', (get) => {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { username?: string; locale?: 'en' | 'zh-CN'; key?: string } = {},
  ) =>
    get().call<T>(method, path, {
      token: await get().login(options.username ?? 'supplier'),
      body,
      locale: options.locale ?? 'en',
      headers: { 'idempotency-key': options.key ?? newKey('sp') },
    })
  const list = (username: string, filters: Record<string, unknown> = {}) =>
    call<ServerPage<SupplierProductRow>>(
      'POST',
      '/ds/list/distribution_supplier_product_list',
      { pageSize: 100, ...filters },
      { username },
    )
  // d-demo-supplier-p9 is one of the supplier's models that it does not supply yet.
  const offer = (overrides: Partial<SupplierProductSaveInput> = {}): SupplierProductSaveInput => ({
    productId: 'd-demo-supplier-p9',
    specs: [
      { specId: 'd-demo-supplier-p9-s1-1', price: 1500 },
      { specId: 'd-demo-supplier-p9-s1-2', price: 1600 },
    ],
    stock: 100,
    ...overrides,
  })

  describe('reading', () => {
    it('shows the supplier all of its offers with their specs and supply prices', async () => {
      const answer = await list('supplier')
      expect(answer.status).toBe(200)
      expect(answer.body.data.total).toBe(8)
      const first = answer.body.data.list[0]!
      expect(first.specs.length).toBeGreaterThan(0)
      expect(first.minPrice).toBe(Math.min(...first.specs.map((spec) => spec.price)))
      expect(answer.body.data.list.some((row) => row.status === 'disabled')).toBe(true)
    })

    it('shows a bound distributor only the enabled offers, and an unrelated one none', async () => {
      const seller = await list('seller', { supplierId: 'd-demo-supplier' })
      expect(seller.body.data.total).toBe(7)
      expect(seller.body.data.list.every((row) => row.status === 'enabled' && row.supplierName)).toBe(true)
      expect((await list('seller2')).body.data.total).toBe(0)
      const options = await call<SimpleOption[]>(
        'POST',
        '/ds/distribution_supplier_product_simple_list',
        {},
        {
          username: 'seller',
        },
      )
      expect(options.body.data).toHaveLength(7)
      expect(options.body.data[0]).toEqual({ value: expect.any(String), text: expect.stringContaining(' · ') })
    })

    it('finds offers by product model ids, comma-joined', async () => {
      const answer = await call<SupplierProductRow[]>(
        'POST',
        '/ds/distribution_supplier_product_by_product_ids',
        { productIds: 'd-demo-supplier-p1, d-demo-supplier-p2,,d-demo-supplier-p1,unknown' },
        { username: 'seller' },
      )
      expect(answer.status).toBe(200)
      expect(answer.body.data.map((row) => row.productId).sort()).toEqual(['d-demo-supplier-p1', 'd-demo-supplier-p2'])
      const empty = await call('POST', '/ds/distribution_supplier_product_by_product_ids', { productIds: ' , ' })
      expect(empty.status).toBe(400)
    })

    it('refuses the factory, which holds no supplier-product key', async () => {
      expect((await list('factory')).status).toBe(403)
    })
  })

  describe('saving', () => {
    it('offers a product model, edits it with its version, and refuses a stale version with the current row', async () => {
      const created = await call<SupplierProductRow>('POST', SAVE, offer())
      expect(created.status).toBe(200)
      expect(created.body.data).toMatchObject({ productId: 'd-demo-supplier-p9', minPrice: 1500, stock: 100 })
      expect(created.body.data.specs.map((spec) => spec.price)).toEqual([1500, 1600])
      const edited = await call<SupplierProductRow>(
        'POST',
        SAVE,
        offer({ id: created.body.data.id, version: 1, stock: 40, status: 'disabled' }),
      )
      expect(edited.body.data).toMatchObject({ stock: 40, status: 'disabled', version: 2 })
      const stale = await call<SupplierProductRow>('POST', SAVE, offer({ id: created.body.data.id, version: 1 }))
      expect(stale.status).toBe(412)
      expect(stale.body.data.stock).toBe(40)
      const again = await call('POST', SAVE, offer())
      expect(again.status).toBe(409)
    })

    it('replays a repeated Idempotency-Key instead of offering twice', async () => {
      const key = newKey('sp-repeat')
      const body = offer({
        productId: 'd-demo-supplier-p10',
        specs: [{ specId: 'd-demo-supplier-p10-s1-1', price: 900 }],
      })
      const first = await call<SupplierProductRow>('POST', SAVE, body, { key })
      const second = await call<SupplierProductRow>('POST', SAVE, body, { key })
      expect(first.status).toBe(200)
      expect(second.status).toBe(200)
      expect(second.body.data.id).toBe(first.body.data.id)
      expect(second.headers['idempotent-replayed']).toBe('true')
    })

    it('refuses a spec of another model (400), another tenant’s model (404) and bad input', async () => {
      const wrongSpec = await call<null>(
        'POST',
        SAVE,
        offer({ specs: [{ specId: 'd-demo-supplier-p1-s1-1', price: 1 }] }),
      )
      expect(wrongSpec.status).toBe(400)
      expect(wrongSpec.body.msg).toContain('d-demo-supplier-p1-s1-1')
      const foreign = await call(
        'POST',
        SAVE,
        offer({ productId: 'd-demo-p1', specs: [{ specId: 'd-demo-p1-s1-1', price: 1 }] }),
      )
      expect(foreign.status).toBe(404)
      const otherOffer = await call('POST', SAVE, offer({ id: 'no-such-offer' }))
      expect(otherOffer.status).toBe(404)
      const bad = await call<null>(
        'POST',
        SAVE,
        { productId: '', specs: [{ specId: 'x', price: -1 }], stock: 1.5 },
        {
          locale: 'zh-CN',
        },
      )
      expect(bad.status).toBe(400)
      expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['productId', 'specs.0.price', 'stock'])
    })

    it('lets only suppliers save offers', async () => {
      expect((await call('POST', SAVE, offer(), { username: 'seller' })).status).toBe(403)
      expect((await call('POST', SAVE, offer(), { username: 'factory' })).status).toBe(403)
    })
  })
})
