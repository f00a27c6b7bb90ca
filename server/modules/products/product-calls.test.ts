// Product categories, product models (specs, sides, SPEC.md §5 rules) and brands: every call,
// with permission, tenant, version and idempotency checks.
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type {
  BrandRow,
  ProductCategoryNode,
  ProductDetail,
  ProductRow,
  ProductSaveInput,
  ProductSide,
  ProductSpec,
} from '../../../src/contract/goods'
import { describeApp } from '../../test/helper'
import { newKey, scalar } from '../../test/support'

describeApp('product calls', (get) => {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { username?: string; locale?: 'en' | 'zh-CN'; key?: string } = {},
  ) =>
    get().call<T>(method, path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      locale: options.locale ?? 'en',
      headers: { 'idempotency-key': options.key ?? newKey('p') },
    })

  const model = (overrides: Partial<ProductSaveInput> = {}): ProductSaveInput => ({
    categoryId: 'd-demo-pc-tees',
    title: 'Test tee',
    weight: 200,
    minPrice: 5000,
    maxPrice: 9000,
    minQuantity: 1,
    specs: [
      { color: '#FFFFFF', size: 'XL', price: 5900, cost: 1800 },
      { color: '#FFFFFF', size: 'S', price: 5900, cost: 1800 },
      { color: '#FFFFFF', size: '2XL', price: 6400, cost: 2000 },
      { color: '#FFFFFF', size: 'XXL', price: 6400, cost: 2000 },
    ],
    sides: [{ name: 'Front', width: 300, height: 400, x: 110, y: 90, zoom: 100 }],
    ...overrides,
  })

  describe('categories', () => {
    it('lists the tree with root pid 0 and children', async () => {
      const answer = await call<ProductCategoryNode[]>('POST', '/product/category/list')
      expect(answer.status).toBe(200)
      const apparel = answer.body.data.find((node) => node.id === 'd-demo-pc-apparel')!
      expect(apparel.pid).toBe('0')
      expect(
        answer.body.data
          .find((node) => node.id === 'd-demo-pc-accessories')!
          .children.find((c) => c.id === 'd-demo-pc-phone')!.productCount,
      ).toBe(4)
      expect(apparel.children.map((child) => child.id)).toContain('d-demo-pc-tees')
      const source = await call<ProductCategoryNode[]>('POST', '/ds/product_category', {})
      expect(source.body.data).toEqual(answer.body.data)
    })

    it('creates, renames, refuses deleting a category with child nodes (both languages), deletes a leaf', async () => {
      const parent = await call<{ id: string; version: number }>('POST', '/product/category/save', { title: 'Parent' })
      expect(parent.status).toBe(200)
      const child = await call<{ id: string }>('POST', '/product/category/save', {
        title: 'Child',
        pid: parent.body.data.id,
      })
      expect(child.status).toBe(200)
      const refused = await call('POST', `/product/category/remove/${parent.body.data.id}`)
      expect(refused.status).toBe(400)
      expect(refused.body.msg).toBe('A category with child nodes cannot be deleted')
      const zh = await call('POST', `/product/category/remove/${parent.body.data.id}`, undefined, { locale: 'zh-CN' })
      expect(zh.body.msg).toBe('该分类下有子节点，不能删除')
      const under = await call('POST', '/product/category/save', {
        id: parent.body.data.id,
        title: 'Loop',
        pid: child.body.data.id,
      })
      expect(under.status).toBe(400)
      const stale = await call('POST', '/product/category/save', { id: parent.body.data.id, title: 'X', version: 99 })
      expect(stale.status).toBe(412)
      expect((await call('POST', `/product/category/remove/${child.body.data.id}`)).status).toBe(200)
      expect((await call('POST', `/product/category/remove/${parent.body.data.id}`)).status).toBe(200)
    })

    it('refuses deleting a category that holds product models; other tenant → 404; staff → 403', async () => {
      const held = await call('POST', '/product/category/remove/d-demo-pc-phone')
      expect(held.status).toBe(400)
      expect(held.body.msg).toMatch(/still holds 4 product models/)
      expect((await call('POST', '/product/category/remove/d-demo2-pc-decor')).status).toBe(404)
      expect((await call('POST', '/product/category/save', { title: 'x' }, { username: 'staff' })).status).toBe(403)
    })
  })

  describe('product models', () => {
    it('lists models with colours and sizes in SPEC order, filtered by category (incl. children) and keyword', async () => {
      const page = await call<ServerPage<ProductRow>>('POST', '/product/list', { pageSize: 100 })
      expect(page.status).toBe(200)
      expect(page.body.data.total).toBeGreaterThanOrEqual(30)
      const tee = page.body.data.list.find((row) => row.id === 'd-demo-p1')!
      expect(tee.sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL', '3XL'])
      expect(tee.sideCount).toBe(3)
      const apparel = await call<ServerPage<ProductRow>>('POST', '/product/list', {
        categoryId: 'd-demo-pc-apparel',
        pageSize: 100,
      })
      expect(apparel.body.data.total).toBe(13)
      const mugs = await call<ServerPage<ProductRow>>('POST', '/product/list', { keyword: 'mug' })
      expect(mugs.body.data.list.every((row) => /mug/i.test(row.title))).toBe(true)
      const shared = await call<ServerPage<ProductRow>>('POST', '/product/list', { shared: true, pageSize: 100 })
      expect(shared.body.data.list.every((row) => row.shared)).toBe(true)
      const other = await call<ServerPage<ProductRow>>(
        'POST',
        '/product/list',
        { pageSize: 100 },
        { username: 'seller2' },
      )
      expect(other.body.data.list.every((row) => row.id.startsWith('d-demo2-'))).toBe(true)
    })

    it('GET /product/spec and /product/side answer the specs (sizes in SPEC order) and the print sides', async () => {
      const specs = await call<ProductSpec[]>('GET', '/product/spec/d-demo-p13')
      expect(specs.status).toBe(200)
      expect(specs.body.data.filter((spec) => spec.color === '#FFFFFF').map((spec) => spec.size)).toEqual([
        '33',
        '34',
        '35',
      ])
      const sides = await call<ProductSide[]>('GET', '/product/side/d-demo-p1')
      expect(sides.body.data.map((side) => side.name)).toEqual(['正面 Front', '背面 Back', '左袖 Left sleeve'])
      expect((await call('GET', '/product/spec/d-demo2-p1')).status).toBe(404)
      expect((await call('GET', '/product/side/nope')).status).toBe(404)
    })

    it('creates a model with sorted specs, updates it with its version (stale → 412), deletes it', async () => {
      const created = await call<ProductDetail>('POST', '/product/save', model())
      expect(created.status, created.raw).toBe(200)
      expect(created.body.data.specs.map((spec) => spec.size)).toEqual(['S', 'XL', 'XXL', '2XL'])
      const id = created.body.data.id
      const specId = created.body.data.specs[0]!.id
      const updated = await call<ProductDetail>('POST', '/product/save', {
        ...model({ title: 'Renamed', specs: [{ id: specId, color: '#000000', size: 'M', price: 100, cost: 50 }] }),
        id,
        version: created.body.data.version,
      })
      expect(updated.status, updated.raw).toBe(200)
      expect(updated.body.data).toMatchObject({ title: 'Renamed', version: created.body.data.version + 1 })
      expect(updated.body.data.specs).toEqual([
        { id: specId, color: '#000000', size: 'M', sku: '', price: 100, cost: 50 },
      ])
      const stale = await call<ProductDetail>('POST', '/product/save', { ...model(), id, version: 1 })
      expect(stale.status).toBe(412)
      expect(stale.body.data.title).toBe('Renamed')
      expect((await call('POST', `/product/remove/${id}`)).status).toBe(200)
      expect((await call('GET', `/product/spec/${id}`)).status).toBe(404)
    })

    it('SPEC.md §5 messages: weight ≤ 20 kg, zoom 1–100, prices and quantity required — in both languages', async () => {
      const heavy = await call('POST', '/product/save', model({ weight: 20001 }))
      expect(heavy.status).toBe(400)
      expect(heavy.body.msg).toContain('Product weight cannot exceed 20kg')
      const heavyZh = await call('POST', '/product/save', model({ weight: 20001 }), { locale: 'zh-CN' })
      expect(heavyZh.body.msg).toContain('商品重量不能超过20kg')
      expect((await call('POST', '/product/save', model({ weight: 20000 }))).status).toBe(200)
      const zoom = await call(
        'POST',
        '/product/save',
        model({ sides: [{ name: 'F', width: 1, height: 1, x: 0, y: 0, zoom: 101 }] }),
      )
      expect(zoom.body.msg).toContain('Zoom ratio is 1-100')
      const zoomZh = await call(
        'POST',
        '/product/save',
        model({ sides: [{ name: 'F', width: 1, height: 1, x: 0, y: 0, zoom: 0 }] }),
        { locale: 'zh-CN' },
      )
      expect(zoomZh.body.msg).toContain('缩放比例为1-100')
      const empty = await call('POST', '/product/save', model({ minPrice: null, minQuantity: undefined }))
      expect(empty.status).toBe(400)
      expect(empty.body.msg).toContain('Lowest price, highest price and quantity cannot be empty')
      expect(empty.body.fields?.map((field) => field.path)).toEqual(['minPrice', 'minQuantity'])
    })

    it('refuses an unknown colour, a repeated colour and size, deleting a model with goods', async () => {
      const colour = await call(
        'POST',
        '/product/save',
        model({ specs: [{ color: '#123456', size: 'M', price: 1, cost: 1 }] }),
      )
      expect(colour.status).toBe(400)
      expect(colour.body.msg).toBe('Unknown colour: #123456')
      const twice = await call(
        'POST',
        '/product/save',
        model({
          specs: [
            { color: '#FFFFFF', size: 'm', price: 1, cost: 1 },
            { color: '#FFFFFF', size: 'M', price: 1, cost: 1 },
          ],
        }),
      )
      expect(twice.status).toBe(400)
      const inUse = await call('POST', '/product/remove/d-demo-p1')
      expect(inUse.status).toBe(400)
      expect(inUse.body.msg).toMatch(/has \d+ goods/)
    })

    it('permission: staff may not read or change models (403); seller2 cannot touch the demo models (404)', async () => {
      expect((await call('POST', '/product/save', model(), { username: 'staff' })).status).toBe(403)
      expect((await call('POST', '/product/remove/d-demo-p2', undefined, { username: 'seller2' })).status).toBe(404)
      expect(
        (await call('POST', '/product/save', { ...model(), id: 'd-demo-p2' }, { username: 'seller2' })).status,
      ).toBe(404)
    })
  })

  describe('brands', () => {
    it('lists, creates, renames with version, refuses duplicates and deleting a brand in use, deletes', async () => {
      const page = await call<ServerPage<BrandRow>>('POST', '/product/brand/list', {})
      expect(page.status).toBe(200)
      expect(page.body.data.total).toBe(6)
      expect(page.body.data.list.some((brand) => brand.goodsCount > 0)).toBe(true)
      const created = await call<BrandRow>('POST', '/product/brand/save', { name: 'Test brand' })
      expect(created.status).toBe(200)
      const twice = await call('POST', '/product/brand/save', { name: 'test BRAND' })
      expect(twice.status).toBe(409)
      const renamed = await call<BrandRow>('POST', '/product/brand/save', {
        id: created.body.data.id,
        name: 'Renamed brand',
        version: created.body.data.version,
      })
      expect(renamed.body.data).toMatchObject({ name: 'Renamed brand', version: created.body.data.version + 1 })
      const stale = await call('POST', '/product/brand/save', { id: created.body.data.id, name: 'x', version: 1 })
      expect(stale.status).toBe(412)
      const inUse = await call('POST', '/product/brand/remove/d-demo-b1')
      expect(inUse.status).toBe(400)
      expect((await call('POST', `/product/brand/remove/${created.body.data.id}`)).status).toBe(200)
      expect(
        await scalar(get, `select count(*) from brands where id = '${created.body.data.id}' and deleted_at is null`),
      ).toBe(0)
      expect((await call('POST', '/product/brand/remove/d-demo2-b1')).status).toBe(404)
      expect((await call('POST', '/product/brand/list', {}, { username: 'staff' })).status).toBe(403)
      const options = await call<{ id: string; name: string }[]>('POST', '/ds/brand_simple_list', {})
      expect(options.body.data.length).toBe(6)
    })
  })
})
