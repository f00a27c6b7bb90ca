// The department-store plaza on the server: the supplier offers goods, the distributor bound to it
// sees them and fetches them into its custom and Lazada shops (its own goods on sale and a listing
// to be published), a replayed key writes nothing twice, bad input is refused in both languages
// with nothing written, unbound tenants get 404 and accounts without the key 403, and withdrawing
// an offer takes the takers' copies off shelf, deletes unpublished listings and delists the rest.
import { and, count, eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { ListingRow } from '../../../src/contract/listing'
import type { PlazaFetchAnswer, PlazaOfferRow, PlazaWithdrawAnswer } from '../../../src/contract/plaza'
import { DEMO_IDS } from '../../db/demo-data'
import { goods, jobs, listings, plazaOffers, plazaTakes, productSpecs, shops } from '../../db/schema'
import { describeApp } from '../../test/helper'
import { newKey } from '../../test/support'
import { caller } from '../generation/test-support'

const CUSTOM_SHOP = 'd-demo-shop-14' // the seller's storefront (custom channel)
const LAZADA_SHOP = 'd-demo-shop-1'
const SHOPIFY_SHOP = 'd-demo-shop-13'
const SUPPLIER_GOODS = `${DEMO_IDS.supplier}-g6` // on sale, not offered in the demo data

describeApp('department-store plaza', (get) => {
  const call = caller(get)
  const plaza = async (username = 'seller', body: Record<string, unknown> = {}) =>
    call<ServerPage<PlazaOfferRow>>(
      'POST',
      '/platform/public/goods/list',
      { channel: 'custom', pageSize: 50, ...body },
      {
        username,
        key: null,
      },
    )
  const offerCount = async () => (await get().db.select({ n: count() }).from(plazaOffers))[0]!.n
  const takeCount = async () => (await get().db.select({ n: count() }).from(plazaTakes))[0]!.n
  const specsOf = async (goodsId: string) => {
    const [row] = await get().db.select().from(goods).where(eq(goods.id, goodsId))
    return get().db.select().from(productSpecs).where(eq(productSpecs.productId, row!.productId))
  }
  const offerBody = async (overrides: Record<string, unknown> = {}) => {
    const specs = await specsOf(SUPPLIER_GOODS)
    const [row] = await get().db.select().from(goods).where(eq(goods.id, SUPPLIER_GOODS))
    return {
      goodsId: SUPPLIER_GOODS,
      specPrices: specs.slice(0, 3).map((spec, i) => ({ specId: spec.id, price: 2500 + i * 100 })),
      images: row!.images,
      ...overrides,
    }
  }

  it('shows the bound distributor the offers of its supplier, and nobody unbound', async () => {
    const seen = await plaza()
    expect(seen.status).toBe(200)
    expect(seen.body.data.list.length).toBeGreaterThanOrEqual(4)
    expect(seen.body.data.list.every((row) => row.offererId === DEMO_IDS.supplier && row.state === 'offered')).toBe(
      true,
    )
    expect(seen.body.data.list[0]!.variants[0]).toMatchObject({ color: expect.any(String), price: expect.any(Number) })
    const filtered = await plaza('seller', { keyword: 'Kitty', maxPrice: 1_000_000 })
    expect(filtered.body.data.list.map((row) => row.title)).toEqual([expect.stringContaining('Kitty')])
    const other = await plaza('seller2')
    expect(other.status).toBe(200)
    expect(other.body.data.list).toEqual([])
    // The supplier's own offers, withdrawn ones included, with how many shops carry them.
    const mine = await plaza('supplier', { scope: 'mine' })
    expect(mine.body.data.list.some((row) => row.state === 'withdrawn')).toBe(true)
  })

  it('refuses accounts without the plaza key and screens of a key they lack', async () => {
    expect((await plaza('staff')).status).toBe(403)
    const fetch = await call(
      'POST',
      '/shop/groceries/goods/fetch',
      { shopId: CUSTOM_SHOP, offerIds: ['plaza-demo-1'] },
      {
        username: 'staff',
      },
    )
    expect(fetch.status).toBe(403)
    // The supplier holds the custom channel's plaza key, not Lazada's.
    expect((await plaza('supplier', { channel: 'lazada' })).status).toBe(403)
  })

  it('offers goods with a plaza price per variant; a replayed key answers the same offer', async () => {
    const key = newKey('plaza-offer')
    const body = await offerBody()
    const first = await call<PlazaOfferRow>('POST', '/third/platform/groceries/product/publish', body, {
      username: 'supplier',
      key,
    })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ goodsId: SUPPLIER_GOODS, minPrice: 2500, maxPrice: 2700, state: 'offered' })
    const before = await offerCount()
    const again = await call<PlazaOfferRow>('POST', '/third/platform/groceries/product/publish', body, {
      username: 'supplier',
      key,
    })
    expect(again.body.data.id).toBe(first.body.data.id)
    expect(await offerCount()).toBe(before)
    const seen = await plaza()
    expect(seen.body.data.list.find((row) => row.id === first.body.data.id)?.variants).toHaveLength(3)
    // Offering it again updates the offer; a stale version is a 412.
    const stale = await call(
      'POST',
      '/third/platform/groceries/product/publish',
      { ...body, version: 99 },
      {
        username: 'supplier',
      },
    )
    expect(stale.status).toBe(412)
  })

  it('refuses bad offers in the caller’s language and writes nothing', async () => {
    const before = await offerCount()
    const body = await offerBody()
    const unknownSpec = await call(
      'POST',
      '/third/platform/groceries/product/publish',
      { ...body, specPrices: [{ specId: 'nope', price: 100 }] },
      { username: 'supplier' },
    )
    expect(unknownSpec.status).toBe(400)
    expect(unknownSpec.body.msg).toContain('not a variant')
    const zero = await call(
      'POST',
      '/third/platform/groceries/product/publish',
      { ...body, specPrices: [{ specId: body.specPrices[0]!.specId, price: 0 }] },
      { username: 'supplier', locale: 'zh-CN' },
    )
    expect(zero.status).toBe(400)
    expect(zero.body.msg).toMatch(/[\u4e00-\u9fff]/)
    const picture = await call(
      'POST',
      '/third/platform/groceries/product/publish',
      { ...body, images: ['https://elsewhere.example/a.png'] },
      { username: 'supplier', locale: 'zh-CN' },
    )
    expect(picture.status).toBe(400)
    expect(picture.body.msg).toContain('第 1 张图片')
    const missingKey = await call('POST', '/third/platform/groceries/product/publish', body, {
      username: 'supplier',
      key: null,
    })
    expect(missingKey.status).toBe(400)
    // Another tenant's goods is not found; goods off sale cannot be offered.
    const foreign = await call(
      'POST',
      '/third/platform/groceries/product/publish',
      { ...body, goodsId: 'd-demo-g1' },
      {
        username: 'supplier',
      },
    )
    expect(foreign.status).toBe(404)
    expect(await offerCount()).toBe(before)
  })

  it('fetches offers into a shop as the caller’s own goods and a listing to be published, once', async () => {
    const key = newKey('plaza-fetch')
    const body = { shopId: CUSTOM_SHOP, offerIds: ['plaza-demo-1', 'plaza-demo-2'] }
    const first = await call<PlazaFetchAnswer>('POST', '/shop/groceries/goods/fetch', body, { key })
    expect(first.status).toBe(200)
    expect(first.body.data.added).toHaveLength(2)
    const replay = await call<PlazaFetchAnswer>('POST', '/shop/groceries/goods/fetch', body, { key })
    expect(replay.body.data).toEqual(first.body.data)
    // A new request for the same shop adds nothing more.
    const again = await call<PlazaFetchAnswer>('POST', '/shop/groceries/goods/fetch', body)
    expect(again.body.data).toMatchObject({
      added: [],
      already: expect.arrayContaining(['plaza-demo-1', 'plaza-demo-2']),
    })

    const added = first.body.data.added[0]!
    const [copy] = await get().db.select().from(goods).where(eq(goods.id, added.goodsId))
    expect(copy).toMatchObject({ did: DEMO_IDS.distributor, shopId: CUSTOM_SHOP, status: 'on_sale', channel: 'custom' })
    // The copy's cost is the plaza price; its retail price never below it.
    const [offer] = await get().db.select().from(plazaOffers).where(eq(plazaOffers.id, 'plaza-demo-1'))
    const specs = await specsOf(added.goodsId)
    expect(specs.map((spec) => spec.cost).sort()).toEqual(offer!.variants.map((variant) => variant.price).sort())
    expect(specs.every((spec) => spec.price >= spec.cost && spec.did === DEMO_IDS.distributor)).toBe(true)

    const listed = await call<ServerPage<ListingRow>>(
      'POST',
      '/platform/goods/list',
      { channel: 'custom', pageSize: 50 },
      {
        key: null,
      },
    )
    const row = listed.body.data.list.find((one) => one.id === added.listingId)
    expect(row).toMatchObject({ publishState: 'to_publish', shopId: CUSTOM_SHOP, title: offer!.title })
    // The plaza marks it as added to that shop.
    const seen = await plaza()
    expect(seen.body.data.list.find((one) => one.id === 'plaza-demo-1')?.addedShopIds).toEqual([CUSTOM_SHOP])

    // A Lazada shop takes it too, on the same model copy.
    const lazada = await call<PlazaFetchAnswer>('POST', '/shop/groceries/goods/fetch', {
      shopId: LAZADA_SHOP,
      offerIds: ['plaza-demo-1'],
    })
    expect(lazada.status).toBe(200)
    const [lazadaCopy] = await get().db.select().from(goods).where(eq(goods.id, lazada.body.data.added[0]!.goodsId))
    expect(lazadaCopy!.productId).toBe(copy!.productId)
  })

  it('refuses a bad fetch in the caller’s language and writes nothing', async () => {
    const before = await takeCount()
    const shopify = await call(
      'POST',
      '/shop/groceries/goods/fetch',
      { shopId: SHOPIFY_SHOP, offerIds: ['plaza-demo-3'] },
      {
        locale: 'zh-CN',
      },
    )
    expect(shopify.status).toBe(400)
    expect(shopify.body.msg).toContain('Lazada 或自定义渠道')
    // One withdrawn offer in the batch: nothing of the batch is added.
    const withdrawn = await call('POST', '/shop/groceries/goods/fetch', {
      shopId: CUSTOM_SHOP,
      offerIds: ['plaza-demo-3', 'plaza-demo-5'],
    })
    expect(withdrawn.status).toBe(400)
    expect(withdrawn.body.msg).toContain('Withdrawn')
    const empty = await call(
      'POST',
      '/shop/groceries/goods/fetch',
      { shopId: CUSTOM_SHOP, offerIds: [] },
      {
        locale: 'zh-CN',
      },
    )
    expect(empty.status).toBe(400)
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fff]/)
    // Another tenant's shop, an offer not offered to the caller: 404.
    expect(
      (await call('POST', '/shop/groceries/goods/fetch', { shopId: 'd-demo2-shop-1', offerIds: ['plaza-demo-3'] }))
        .status,
    ).toBe(404)
    // The second distributor is bound to nobody: its own custom shop cannot take the supplier's offer.
    await get()
      .db.insert(shops)
      .values({ id: 'd-demo2-custom', did: DEMO_IDS.secondDistributor, name: 'Second store', channel: 'custom' })
    const unbound = await call(
      'POST',
      '/shop/groceries/goods/fetch',
      { shopId: 'd-demo2-custom', offerIds: ['plaza-demo-3'] },
      {
        username: 'seller2',
      },
    )
    expect(unbound.status).toBe(404)
    expect(await takeCount()).toBe(before)
  })

  it('withdrawing an offer takes the copies off shelf, deletes unpublished listings and delists published ones', async () => {
    const fetched = await call<PlazaFetchAnswer>('POST', '/shop/groceries/goods/fetch', {
      shopId: CUSTOM_SHOP,
      offerIds: ['plaza-demo-4'],
    })
    const lazada = await call<PlazaFetchAnswer>('POST', '/shop/groceries/goods/fetch', {
      shopId: LAZADA_SHOP,
      offerIds: ['plaza-demo-4'],
    })
    const unpublished = fetched.body.data.added[0]!
    const published = lazada.body.data.added[0]!
    // As if the Lazada listing had been published by the listing flow.
    await get()
      .db.update(listings)
      .set({ publishState: 'published', channelProductId: 'lz-1' })
      .where(eq(listings.id, published.listingId))

    const storePath = `/store/${CUSTOM_SHOP}/goods/${unpublished.goodsId}`
    expect((await get().call('GET', storePath, {})).status).toBe(200)
    // Only the offerer may withdraw it.
    const foreign = await call('POST', '/third/platform/groceries/product/delete', { offerIds: ['plaza-demo-4'] })
    expect(foreign.status).toBe(404)
    const key = newKey('plaza-withdraw')
    const answer = await call<PlazaWithdrawAnswer>(
      'POST',
      '/third/platform/groceries/product/delete',
      { offerIds: ['plaza-demo-4'] },
      {
        username: 'supplier',
        key,
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ withdrawn: 1, goodsOffShelf: 2, listingsDeleted: 1, listingsDelisting: 1 })
    const replay = await call<PlazaWithdrawAnswer>(
      'POST',
      '/third/platform/groceries/product/delete',
      { offerIds: ['plaza-demo-4'] },
      {
        username: 'supplier',
        key,
      },
    )
    expect(replay.body.data).toEqual(answer.body.data)

    const copies = await get()
      .db.select({ status: goods.status })
      .from(goods)
      .where(inArray(goods.id, [unpublished.goodsId, published.goodsId]))
    expect(copies.map((row) => row.status)).toEqual(['off_shelf', 'off_shelf'])
    const [gone] = await get().db.select().from(listings).where(eq(listings.id, unpublished.listingId))
    expect(gone!.publishState).toBe('deleted')
    const [live] = await get().db.select().from(listings).where(eq(listings.id, published.listingId))
    expect(live!.jobId).not.toBeNull()
    const [job] = await get().db.select().from(jobs).where(eq(jobs.id, live!.jobId!))
    expect(job).toMatchObject({ did: DEMO_IDS.distributor, accountId: DEMO_IDS.distributor })
    expect(job!.payload).toMatchObject({ action: 'delist', listingIds: [published.listingId] })
    // Gone from the seller's plaza; the storefront no longer sells the copy.
    expect((await plaza()).body.data.list.some((row) => row.id === 'plaza-demo-4')).toBe(false)
    expect((await get().call('GET', storePath, {})).status).toBe(404)
    // Withdrawing it again changes nothing.
    const twice = await call<PlazaWithdrawAnswer>(
      'POST',
      '/third/platform/groceries/product/delete',
      { offerIds: ['plaza-demo-4'] },
      {
        username: 'supplier',
      },
    )
    expect(twice.body.data.withdrawn).toBe(0)
    const still = await get()
      .db.select({ n: count() })
      .from(listings)
      .where(and(eq(listings.id, unpublished.listingId), eq(listings.publishState, 'deleted')))
    expect(still[0]!.n).toBe(1)
  })
})
