// What makes a listing "not synced" (SPEC §4 sync state: our title, price or images changed since
// the channel took them) and how the device mirror hears of it: a goods title or image change, a
// price template change, a listing template change — each in the change's own transaction, with
// the listing's version and updatedAt moved; a change that leaves them alone marks nothing.
// And the Lazada return: the code is traded at Lazada outside the database transaction, so a slow
// Lazada holds up no other request (on the embedded database one open transaction would).
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { GoodsRow } from '../../../src/contract/goods'
import type { LazadaShopAuth } from '../../../src/contract/listing'
import { goods, listings, shopCredentials } from '../../db/schema'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { describeApp } from '../../test/helper'
import { caller, makeTemplate, TEMPLATE } from '../generation/test-support'

// Every listing call (Lazada's token call too) answers after 1.5 s: a slow marketplace.
const sandbox: MarketplaceSandbox = await startMarketplaceSandbox({ latencyMs: 1500 })
afterAll(async () => {
  await sandbox.close()
})

const SHOPIFY = 'd-demo-shop-13'
const CUSTOM = 'd-demo-shop-14'
const LAZADA = 'd-demo-shop-2'

describeApp(
  'listing sync marks',
  (get) => {
    const call = caller(get)
    let goodsIds: string[]
    let priceTemplateId: string
    let templateId: string
    const ids: string[] = []

    beforeAll(async () => {
      const rows = await get()
        .db.select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.did, 'd-demo'), eq(goods.status, 'on_sale')))
        .orderBy(goods.id)
        .limit(2)
      goodsIds = rows.map((row) => row.id)
      priceTemplateId = (await makeTemplate(call, { name: 'Sync marks' })).id
      const template = await call<{ id: string }>('POST', '/platform/template/save', {
        channel: 'shopify',
        shopId: SHOPIFY,
        name: 'Sync marks',
        categoryId: 'shopify-tees',
        attributes: { vendor: 'Demo Studio', material: 'cotton' },
        titlePattern: '{design} {model}',
        priceTemplateId,
      })
      templateId = template.body.data.id
      // Published and in sync on two channels, and one failed (never on the channel).
      const at = new Date(Date.now() - 3_600_000)
      for (const [i, [goodsId, shopId, channel, state]] of [
        [goodsIds[0], SHOPIFY, 'shopify', 'published'],
        [goodsIds[0], CUSTOM, 'custom', 'published'],
        [goodsIds[1], SHOPIFY, 'shopify', 'failed'],
      ].entries()) {
        const id = `sync-mark-${i}`
        ids.push(id)
        await get()
          .db.insert(listings)
          .values({
            id,
            did: 'd-demo',
            goodsId: goodsId!,
            shopId: shopId!,
            channel: channel!,
            templateId: channel === 'shopify' ? templateId : null,
            publishState: state!,
            syncState: state === 'published' ? 'synced' : 'not_synced',
            updatedAt: at,
          })
      }
    })
    const states = async () => {
      const rows = await get().db.select().from(listings).where(inArray(listings.id, ids)).orderBy(listings.id)
      return rows.map((row) => ({ sync: row.syncState, version: row.version, updatedAt: row.updatedAt.getTime() }))
    }
    const resync = () =>
      get()
        .db.update(listings)
        .set({ syncState: 'synced' })
        .where(and(inArray(listings.id, ids), eq(listings.publishState, 'published')))
    const goodsNow = async (id: string) =>
      (await call<GoodsRow>('GET', `/goods/detail/${id}`, undefined, { key: null })).body.data

    it('a goods title change: its published listings on every channel not synced, every listing of it moved', async () => {
      const before = await states()
      const current = await goodsNow(goodsIds[0]!)
      // The same title again changes nothing on the channels.
      const same = await call('POST', '/goods/info/update', {
        id: current.id,
        version: current.version,
        title: current.title,
      })
      expect(same.status).toBe(200)
      expect((await states()).map((row) => row.sync)).toEqual(['synced', 'synced', 'not_synced'])

      const again = await goodsNow(goodsIds[0]!)
      const renamed = await call('POST', '/goods/info/update', {
        id: again.id,
        version: again.version,
        title: `${again.title} (new)`,
      })
      expect(renamed.status).toBe(200)
      const after = await states()
      expect(after.map((row) => row.sync)).toEqual(['not_synced', 'not_synced', 'not_synced'])
      expect(after[0]!.version).toBe(before[0]!.version + 1)
      expect(after[1]!.version).toBe(before[1]!.version + 1)
      expect(after[0]!.updatedAt).toBeGreaterThan(before[0]!.updatedAt)
      // The other goods' listing is untouched.
      expect(after[2]).toEqual(before[2])
      // The device mirror's delta carries them.
      const delta = await call<{ list: { id: string; syncState: string }[] }>(
        'POST',
        '/platform/goods/mirror',
        { pageNo: 1, pageSize: 100, updatedSince: new Date(before[0]!.updatedAt + 1).toISOString() },
        { key: null },
      )
      expect(delta.body.data.list.map((row) => row.id)).toEqual(expect.arrayContaining([ids[0], ids[1]]))
    })

    it('a price template change: the listings priced through it are not synced; a rename alone is not a price change', async () => {
      await resync()
      const rename = await call('POST', '/price/template/save', {
        id: priceTemplateId,
        name: 'Sync marks renamed',
        markupPercent: 80,
        addOn: 500,
        rounding: 'ninety_nine',
        minPrice: 1000,
        maxPrice: 50_000,
        quantity: 99,
      })
      expect(rename.status).toBe(200)
      expect((await states()).map((row) => row.sync)).toEqual(['synced', 'synced', 'not_synced'])
      const dearer = await call('POST', '/price/template/save', {
        id: priceTemplateId,
        name: 'Sync marks renamed',
        markupPercent: 95,
        addOn: 500,
        rounding: 'ninety_nine',
        minPrice: 1000,
        maxPrice: 50_000,
        quantity: 99,
      })
      expect(dearer.status).toBe(200)
      // Only the Shopify listing is priced through it (the custom one has no template).
      expect((await states()).map((row) => row.sync)).toEqual(['not_synced', 'synced', 'not_synced'])
    })

    it('the Lazada code is traded outside the transaction: a slow Lazada holds up no other request', async () => {
      await get().db.delete(shopCredentials).where(eq(shopCredentials.shopId, LAZADA))
      const started = await call<{ url: string }>('GET', `/shop/lazada/auth/${LAZADA}`, undefined, { key: null })
      const decide = new URL(started.body.data.url)
      decide.pathname = '/lazada/oauth/decide'
      decide.searchParams.set('decision', 'approve')
      const back = new URL((await fetch(decide, { redirect: 'manual' })).headers.get('location')!)
      const code = back.searchParams.get('code')!
      const state = back.searchParams.get('state')!

      let finishedAt = 0
      const from = sandbox.requests.length
      const finishing = call<LazadaShopAuth>('POST', '/shop/lazada/auth/callback', { code, state }).then((answer) => {
        finishedAt = Date.now()
        return answer
      })
      // The code is with Lazada (the sandbox has the token call, and answers it after 1.5 s)…
      await vi.waitFor(
        () => expect(sandbox.requests.slice(from).some((one) => one.path.endsWith('/auth/token/create'))).toBe(true),
        { timeout: 10_000, interval: 10 },
      )
      // …and meanwhile a write elsewhere goes through at once.
      const priced = await call('POST', '/price/template/save', { ...TEMPLATE, name: 'During the trade' })
      const answeredAt = Date.now()
      expect(priced.status).toBe(200)
      const done = await finishing
      expect(done.status).toBe(200)
      expect(done.body.data).toMatchObject({ shopId: LAZADA, state: 'authorised' })
      expect(answeredAt).toBeLessThan(finishedAt)
    })
  },
  { config: { sandboxUrl: sandbox.url, dataDir: '.tmp/listing-sync-marks-data' } },
)
