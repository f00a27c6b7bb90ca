// Manufacturer products ("Global factories"): the factory manages its own, bound distributors read
// the enabled ones by country and category, everybody else gets nothing (404 for a detail).
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { CountryOption, ManufacturerProductRow, ManufacturerProductSaveInput } from '../../../src/contract/supply'
import { describeApp } from '../../test/helper'
import { newKey } from '../../test/support'

describeApp('manufacturer products', (get) => {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { username?: string; locale?: 'en' | 'zh-CN'; key?: string } = {},
  ) =>
    get().call<T>(method, path, {
      token: await get().login(options.username ?? 'factory'),
      body,
      locale: options.locale ?? 'en',
      headers: { 'idempotency-key': options.key ?? newKey('mp') },
    })
  const list = (username: string, filters: Record<string, unknown> = {}) =>
    call<ServerPage<ManufacturerProductRow>>(
      'POST',
      '/ds/list/manufacturer_product_list',
      { pageSize: 100, ...filters },
      { username },
    )

  const product = (overrides: Partial<ManufacturerProductSaveInput> = {}): ManufacturerProductSaveInput => ({
    title: 'Organic tee',
    baseModel: 'Stanley Stella Creator',
    category: 'apparel',
    specs: [
      { color: 'White', size: 'M', price: 2100 },
      { color: 'White', size: 'L', price: 2300 },
    ],
    leadDays: 5,
    minQuantity: 20,
    printMethods: ['dtg', 'screen'],
    ...overrides,
  })

  describe('reading', () => {
    it('shows the factory all of its own products, disabled ones included, and nobody else’s', async () => {
      const answer = await list('factory')
      expect(answer.status).toBe(200)
      expect(answer.body.data.total).toBe(20)
      expect(answer.body.data.list.every((row) => row.factoryId === 'd-demo-factory')).toBe(true)
      expect(answer.body.data.list.some((row) => row.status === 'disabled')).toBe(true)
    })

    it('shows a distributor the enabled products of its bound factories, filtered by country and category', async () => {
      const all = await list('seller')
      expect(all.body.data.list.every((row) => row.status === 'enabled')).toBe(true)
      expect(new Set(all.body.data.list.map((row) => row.country))).toEqual(new Set(['CN', 'VN', 'TR', 'US']))
      const vietnam = await list('seller', { country: 'VN' })
      expect(vietnam.body.data.total).toBe(7)
      expect(vietnam.body.data.list.every((row) => row.factoryId === 'd-demo-factory-vn')).toBe(true)
      const mugs = await list('seller', { category: 'drinkware' })
      expect(mugs.body.data.total).toBeGreaterThan(0)
      expect(mugs.body.data.list.every((row) => row.category === 'drinkware')).toBe(true)
      const cheapFirst = await list('seller', { sortField: 'minPrice', sortOrder: 'ascend' })
      const prices = cheapFirst.body.data.list.map((row) => row.minPrice)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
    })

    it('shows an unrelated distributor no factory products and no countries', async () => {
      expect((await list('seller2')).body.data.total).toBe(0)
      const countries = await call<CountryOption[]>(
        'POST',
        '/ds/manufacturer_country_list',
        {},
        { username: 'seller2' },
      )
      expect(countries.body.data).toEqual([])
    })

    it('lists the countries of the bound factories in the caller’s language', async () => {
      const en = await call<CountryOption[]>('POST', '/ds/manufacturer_country_list', {}, { username: 'seller' })
      expect(en.body.data.map((row) => row.value).sort()).toEqual(['CN', 'TR', 'US', 'VN'])
      expect(en.body.data.find((row) => row.value === 'VN')).toMatchObject({ text: 'Vietnam', productCount: 7 })
      const zh = await call<CountryOption[]>(
        'POST',
        '/ds/manufacturer_country_list',
        {},
        { username: 'seller', locale: 'zh-CN' },
      )
      expect(zh.body.data.find((row) => row.value === 'VN')?.text).toBe('越南')
    })

    it('opens a detail for a bound distributor, and answers 404 to another tenant or a disabled product', async () => {
      const ok = await call<ManufacturerProductRow>(
        'GET',
        '/distribution/manufacturer/product/detail/d-demo-factory-vn-mp1',
        undefined,
        { username: 'seller' },
      )
      expect(ok.status).toBe(200)
      expect(ok.body.data).toMatchObject({ factoryId: 'd-demo-factory-vn', country: 'VN' })
      const other = await call('GET', '/distribution/manufacturer/product/detail/d-demo-factory-vn-mp1', undefined, {
        username: 'seller2',
      })
      expect(other.status).toBe(404)
      // mp9 of the demo factory is disabled: its factory sees it, the seller does not.
      expect((await call('GET', '/distribution/manufacturer/product/detail/d-demo-factory-mp9')).status).toBe(200)
      const disabled = await call('GET', '/distribution/manufacturer/product/detail/d-demo-factory-mp9', undefined, {
        username: 'seller',
      })
      expect(disabled.status).toBe(404)
    })

    it('refuses the supplier, which holds no factory-product key', async () => {
      expect((await list('supplier')).status).toBe(403)
    })
  })

  describe('saving', () => {
    it('creates a product with its lowest spec price, then edits it with the version it read', async () => {
      const created = await call<ManufacturerProductRow>('POST', '/distribution/manufacturer/product/save', product())
      expect(created.status).toBe(200)
      expect(created.body.data).toMatchObject({ factoryId: 'd-demo-factory', minPrice: 2100, status: 'enabled' })
      const edited = await call<ManufacturerProductRow>(
        'POST',
        '/distribution/manufacturer/product/save',
        product({ id: created.body.data.id, version: created.body.data.version, title: 'Organic tee v2', leadDays: 9 }),
      )
      expect(edited.body.data).toMatchObject({ title: 'Organic tee v2', leadDays: 9, version: 2 })
      const stale = await call<ManufacturerProductRow>(
        'POST',
        '/distribution/manufacturer/product/save',
        product({ id: created.body.data.id, version: 1, title: 'Lost update' }),
      )
      expect(stale.status).toBe(412)
      expect(stale.body.data.title).toBe('Organic tee v2')
      const seen = await list('seller', { keyword: 'Organic tee v2' })
      expect(seen.body.data.total).toBe(1)
    })

    it('answers the same result to a repeated Idempotency-Key and creates one product', async () => {
      const key = newKey('mp-repeat')
      const body = product({ title: 'Repeat-once tee' })
      const first = await call<ManufacturerProductRow>('POST', '/distribution/manufacturer/product/save', body, { key })
      const second = await call<ManufacturerProductRow>('POST', '/distribution/manufacturer/product/save', body, {
        key,
      })
      expect(second.status).toBe(200)
      expect(second.headers['idempotent-replayed']).toBe('true')
      expect(second.body.data.id).toBe(first.body.data.id)
      expect((await list('factory', { keyword: 'Repeat-once tee' })).body.data.total).toBe(1)
      const other = await call('POST', '/distribution/manufacturer/product/save', product({ title: 'Other' }), { key })
      expect(other.status).toBe(422)
    })

    it('refuses bad input with the field named, in the caller’s language', async () => {
      const en = await call<null>(
        'POST',
        '/distribution/manufacturer/product/save',
        product({ leadDays: 0, specs: [], printMethods: ['laser' as never] }),
      )
      expect(en.status).toBe(400)
      expect(en.body.fields?.map((field) => field.path).sort()).toEqual(['leadDays', 'printMethods.0', 'specs'])
      const zh = await call<null>('POST', '/distribution/manufacturer/product/save', product({ title: '' }), {
        locale: 'zh-CN',
      })
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      const duplicate = await call<null>(
        'POST',
        '/distribution/manufacturer/product/save',
        product({
          specs: [
            { color: 'Red', size: 'M', price: 1 },
            { color: 'red', size: 'm', price: 2 },
          ],
        }),
      )
      expect(duplicate.status).toBe(400)
    })

    it('does not let a factory edit another factory’s product (404) nor a distributor save one (403)', async () => {
      const foreign = await call(
        'POST',
        '/distribution/manufacturer/product/save',
        product({ id: 'd-demo-factory-vn-mp1' }),
      )
      expect(foreign.status).toBe(404)
      const seller = await call('POST', '/distribution/manufacturer/product/save', product(), { username: 'seller' })
      expect(seller.status).toBe(403)
      const supplier = await call('POST', '/distribution/manufacturer/product/save', product(), {
        username: 'supplier',
      })
      expect(supplier.status).toBe(403)
    })
  })

  describe('enabling and disabling', () => {
    it('disables products so distributors stop seeing them, and a repeat changes nothing', async () => {
      const before = await list('seller', { factoryId: 'd-demo-factory' })
      const off = await call<{ changed: number }>('POST', '/distribution/manufacturer/product/status', {
        ids: ['d-demo-factory-mp1', 'd-demo-factory-mp2'],
        status: 'disabled',
      })
      expect(off.body.data.changed).toBe(2)
      const again = await call<{ changed: number }>('POST', '/distribution/manufacturer/product/status', {
        ids: ['d-demo-factory-mp1'],
        status: 'disabled',
      })
      expect(again.body.data.changed).toBe(0)
      const after = await list('seller', { factoryId: 'd-demo-factory' })
      expect(after.body.data.total).toBe(before.body.data.total - 2)
      await call('POST', '/distribution/manufacturer/product/status', {
        ids: ['d-demo-factory-mp1', 'd-demo-factory-mp2'],
        status: 'enabled',
      })
      expect((await list('seller', { factoryId: 'd-demo-factory' })).body.data.total).toBe(before.body.data.total)
    })

    it('changes nothing when one of the products is not the factory’s own (404)', async () => {
      const mixed = await call('POST', '/distribution/manufacturer/product/status', {
        ids: ['d-demo-factory-mp3', 'd-demo-factory-tr-mp1'],
        status: 'disabled',
      })
      expect(mixed.status).toBe(404)
      const mine = await call<ManufacturerProductRow>(
        'GET',
        '/distribution/manufacturer/product/detail/d-demo-factory-mp3',
      )
      expect(mine.body.data.status).toBe('enabled')
    })
  })
})
