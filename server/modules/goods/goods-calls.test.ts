// Goods calls other than the status: detail, spec prices (shardingKey), info update, recommend,
// brand recommend and the new-goods calls (add, info save, visible, delete by GET).
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { GoodsDetail, GoodsRow, GoodsSpecPrice } from '../../../src/contract/goods'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'

describeApp('goods calls', (get) => {
  const used = new Set<string>()
  const pick = async (condition: string, n = 1) => {
    const rows = await rowsOf<{ id: string }>(
      get,
      sql.raw(`select id from goods where did = 'd-demo' and (${condition}) order by id limit ${n + used.size}`),
    )
    const ids = rows
      .map((row) => row.id)
      .filter((id) => !used.has(id))
      .slice(0, n)
    if (ids.length < n) throw new Error(`not enough goods where ${condition}`)
    for (const id of ids) used.add(id)
    return ids
  }
  /** A material of the tenant that `username` belongs to. */
  const ownMaterialId = async (username: string) => {
    const [row] = await rowsOf<{ id: string }>(
      get,
      sql`select m.id from materials m join accounts a on a.did = m.did where a.username = ${username} order by m.id limit 1`,
    )
    if (!row) throw new Error(`no material of ${username}'s tenant`)
    return row.id
  }
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { username?: string; locale?: 'en' | 'zh-CN'; key?: string | null } = {},
  ) =>
    get().call<T>(method, path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      locale: options.locale ?? 'en',
      headers: options.key === null ? {} : { 'idempotency-key': options.key ?? newKey('g') },
    })

  it('demo data: 30+ models with specs and sides, several hundred goods in every status and channel', async () => {
    expect(await scalar(get, `select count(*) from products where did = 'd-demo'`)).toBeGreaterThanOrEqual(30)
    expect(
      await scalar(
        get,
        `select count(*) from products p where did = 'd-demo' and not exists (select 1 from product_sides s where s.product_id = p.id)`,
      ),
    ).toBe(0)
    expect(await scalar(get, `select count(*) from goods where did = 'd-demo'`)).toBeGreaterThanOrEqual(300)
    expect(await scalar(get, `select count(distinct status) from goods where did = 'd-demo'`)).toBe(5)
    expect(await scalar(get, `select count(distinct channel) from goods where did = 'd-demo'`)).toBe(9)
    expect(await scalar(get, `select count(*) from goods where did = 'd-demo' and is_new`)).toBeGreaterThan(0)
  })

  it('GET /goods/spec/{id}: every spec of the model with its price, sizes in SPEC order; shardingKey is the shop', async () => {
    const [id] = await pick(`product_id = 'd-demo-p1'`)
    const shop = await scalar(get, `select 1 from goods where id = '${id}'`)
    expect(shop).toBe(1)
    const [{ shop_id: shopId }] = (await rowsOf<{ shop_id: string }>(
      get,
      sql.raw(`select shop_id from goods where id = '${id}'`),
    )) as [{ shop_id: string }]
    const answer = await call<GoodsSpecPrice[]>('GET', `/goods/spec/${id}?shardingKey=${shopId}`)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toHaveLength(30)
    expect(answer.body.data.filter((spec) => spec.color === '#000000').map((spec) => spec.size)).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '3XL',
    ])
    expect((await call('GET', `/goods/spec/${id}?shardingKey=another-shop`)).status).toBe(404)
    expect((await call('GET', `/goods/spec/${id}`, undefined, { username: 'seller2' })).status).toBe(404)
  })

  it('GET /goods/detail names its design from the materials library, not by id', async () => {
    const [material] = await rowsOf<{ id: string; name: string }>(
      get,
      sql`select id, name from materials where did = 'd-demo' limit 1`,
    )
    const [id] = await pick(`status = 'on_sale'`)
    await get().db.execute(sql`update goods set material_id = ${material!.id} where id = ${id}`)
    const detail = (await call<GoodsDetail>('GET', `/goods/detail/${id}`)).body.data
    expect(detail).toMatchObject({ materialId: material!.id, materialName: material!.name })
    await get().db.execute(sql`update goods set material_id = 'm-gone' where id = ${id}`)
    expect((await call<GoodsDetail>('GET', `/goods/detail/${id}`)).body.data.materialName).toBeNull()
  })

  it('POST /goods/info/update: title, brand and spec prices (min/max follow), version checked', async () => {
    const [id] = await pick(`status = 'on_sale' and product_id = 'd-demo-p14'`)
    const detail = (await call<GoodsDetail>('GET', `/goods/detail/${id}`)).body.data
    const specId = detail.specs[0]!.specId
    const answer = await call<GoodsRow>('POST', '/goods/info/update', {
      id,
      version: detail.version,
      title: 'New title',
      brandId: 'd-demo-b2',
      specs: [{ specId, price: 1 }],
    })
    expect(answer.status, answer.raw).toBe(200)
    expect(answer.body.data).toMatchObject({
      title: 'New title',
      brandId: 'd-demo-b2',
      minPrice: 1,
      version: detail.version + 1,
    })
    const stale = await call<GoodsRow>('POST', '/goods/info/update', { id, version: detail.version, title: 'Again' })
    expect(stale.status).toBe(412)
    expect(stale.body.data.title).toBe('New title')
    const badSpec = await call('POST', '/goods/info/update', {
      id,
      title: 'x',
      specs: [{ specId: 'd-demo-p1-s1-1', price: 1 }],
    })
    expect(badSpec.status).toBe(400)
    const badBrand = await call('POST', '/goods/info/update', { id, title: 'x', brandId: 'd-demo2-b1' })
    expect(badBrand.status).toBe(400)
    const [deleted] = await pick(`status = 'deleted'`)
    expect((await call('POST', '/goods/info/update', { id: deleted, title: 'x' })).status).toBe(400)
    expect((await call('POST', '/goods/info/update', { id, title: '' }, { locale: 'zh-CN' })).status).toBe(400)
  })

  it('recommend and brand recommend, single and bulk; brand recommend needs a brand (all or nothing)', async () => {
    const ids = await pick(`status = 'on_sale' and not recommended`, 2)
    const recommend = await call<GoodsRow[]>('POST', '/goods/recommend', { ids, value: true })
    expect(recommend.status).toBe(200)
    expect(recommend.body.data.every((row) => row.recommended)).toBe(true)
    const [branded] = await pick(`brand_id is not null and status <> 'deleted' and not brand_recommended`)
    const [plain] = await pick(`brand_id is null and status <> 'deleted'`)
    const refused = await call('POST', '/goods/brand/recommend', { ids: [branded, plain], value: true })
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toMatch(/has no brand/)
    expect(await scalar(get, `select count(*) from goods where id = '${branded}' and brand_recommended`)).toBe(0)
    const ok = await call<GoodsRow[]>('POST', '/goods/brand/recommend', { id: branded, value: true })
    expect(ok.body.data[0]!.brandRecommended).toBe(true)
    expect(
      (await call('POST', '/goods/brand/recommend', { id: branded, value: true }, { username: 'supplier' })).status,
    ).toBe(403)
  })

  describe('new goods', () => {
    it('takes a public design but answers 404 for another tenant’s, creating nothing', async () => {
      const [publicDesign] = await rowsOf<{ id: string }>(get, sql`select id from materials where did is null limit 1`)
      const body = { productId: 'd-demo-p1', shopId: 'd-demo-shop-3', title: 'Design check tee' }
      const before = await scalar(get, `select count(*) from goods where did = 'd-demo'`)
      const foreign = await call('POST', '/goods/new/add', { ...body, materialId: await ownMaterialId('seller2') })
      expect(foreign.status).toBe(404)
      expect(foreign.body.msg).toMatch(/material/i)
      expect(await scalar(get, `select count(*) from goods where did = 'd-demo'`)).toBe(before)
      const shared = await call<GoodsRow>('POST', '/goods/new/add', { ...body, materialId: publicDesign!.id })
      expect(shared.status, shared.raw).toBe(200)
      expect(shared.body.data.materialId).toBe(publicDesign!.id)
    })

    it('adds goods from a model and a design as a draft in the new list, saves its info, shows it, deletes it by GET', async () => {
      const design = await ownMaterialId('seller')
      const added = await call<GoodsRow>('POST', '/goods/new/add', {
        productId: 'd-demo-p1',
        shopId: 'd-demo-shop-3',
        title: 'Cat astronaut tee',
        materialId: design,
        designImage: 'data:image/png;base64,AAAA',
        brandId: 'd-demo-b1',
      })
      expect(added.status, added.raw).toBe(200)
      expect(added.body.data).toMatchObject({
        status: 'draft',
        isNew: true,
        newVisible: false,
        channel: 'shopee',
        materialId: design,
      })
      const id = added.body.data.id
      const saved = await call<GoodsRow>('POST', '/goods/new/info/save', {
        id,
        version: added.body.data.version,
        title: 'Cat astronaut tee II',
        newSort: 3,
      })
      expect(saved.body.data).toMatchObject({ title: 'Cat astronaut tee II', newSort: 3 })
      const visible = await call<GoodsRow[]>('POST', '/goods/new/visible', { id, value: true })
      expect(visible.body.data[0]!.newVisible).toBe(true)
      const key = newKey('del')
      const deleted = await call<GoodsRow>('GET', `/goods/new/delete/${id}`, undefined, { key })
      expect(deleted.status).toBe(200)
      expect(deleted.body.data).toMatchObject({ status: 'deleted', isNew: false })
      const again = await call<GoodsRow>('GET', `/goods/new/delete/${id}`, undefined, { key })
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(again.body).toEqual(deleted.body)
      expect((await call('GET', `/goods/new/delete/${id}`, undefined, { key: null })).status).toBe(400)
    })

    it('refuses deleting new goods on sale, making goods outside the new list visible; checks permission and tenant', async () => {
      const [onSale] = await pick(`is_new and status = 'on_sale'`)
      const refused = await call('GET', `/goods/new/delete/${onSale}`)
      expect(refused.status).toBe(400)
      expect(refused.body.msg).toMatch(/take it off the shelf/)
      const [old] = await pick(`not is_new and status = 'draft'`)
      expect((await call('POST', '/goods/new/visible', { id: old, value: true })).status).toBe(400)
      expect((await call('GET', `/goods/new/delete/${onSale}`, undefined, { username: 'staff' })).status).toBe(403)
      expect((await call('GET', `/goods/new/delete/${onSale}`, undefined, { username: 'seller2' })).status).toBe(404)
      const foreign = await call('POST', '/goods/new/add', {
        productId: 'd-demo2-p1',
        shopId: 'd-demo-shop-1',
        title: 'x',
      })
      expect(foreign.status).toBe(404)
      const foreignShop = await call('POST', '/goods/new/add', {
        productId: 'd-demo-p1',
        shopId: 'd-demo2-shop-1',
        title: 'x',
      })
      expect(foreignShop.status).toBe(404)
    })

    it('the new list is the goods source with isNew, ordered by its sort', async () => {
      const page = await call<{ list: GoodsRow[]; total: number }>('POST', '/ds/list/goods', {
        isNew: true,
        pageSize: 100,
      })
      expect(page.body.data.total).toBeGreaterThan(0)
      expect(page.body.data.list.every((row) => row.isNew)).toBe(true)
      const sorts = page.body.data.list.map((row) => row.newSort)
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    })
  })
})
