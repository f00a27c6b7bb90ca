// Lazada authorisation against the sandbox, in Lazada's wire format: the consent page, the code
// traded for tokens sealed at rest, the shop then publishing; a used or forged return refused with
// Lazada's words or ours; the token renewed before it runs out; tenant, permission, bad input.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { LazadaShopAuth } from '../../../src/contract/listing'
import { readCredentials, storeCredentials } from '../../channels/target'
import { roles, shopCredentials } from '../../db/schema'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { describeApp } from '../../test/helper'
import { caller } from '../generation/test-support'

const sandbox: MarketplaceSandbox = await startMarketplaceSandbox()
afterAll(async () => {
  await sandbox.close()
})

const SHOP = 'd-demo-shop-1' // Lazada MY, a sandbox shop
const DATA_DIR = '.tmp/lazada-auth-test-data'

/** What the seller does on the consent page: Authorise (or Deny); answers where Lazada sends them back. */
async function consent(url: string, decision: 'approve' | 'deny') {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('Sandbox marketplace')
  const decide = new URL(url)
  decide.pathname = '/lazada/oauth/decide'
  decide.searchParams.set('decision', decision)
  const back = await fetch(decide, { redirect: 'manual' })
  expect(back.status).toBe(302)
  return new URL(back.headers.get('location')!)
}

describeApp(
  'Lazada shop authorisation',
  (get) => {
    const call = caller(get)
    const start = (username = 'seller', shop = SHOP) =>
      call<{ url: string; sandbox: boolean }>('GET', `/shop/lazada/auth/${shop}`, undefined, { key: null, username })
    const shopsNow = async () =>
      (await call<LazadaShopAuth[]>('POST', '/shop/lazada/list', {}, { key: null })).body.data

    beforeAll(async () => {
      await get().db.delete(shopCredentials).where(eq(shopCredentials.shopId, SHOP))
    })

    it('lists Lazada shops not authorised yet; a publish there is refused until they are', async () => {
      const rows = await shopsNow()
      expect(rows.map((row) => row.shopId)).toEqual(expect.arrayContaining([SHOP, 'd-demo-shop-2']))
      expect(rows.find((row) => row.shopId === SHOP)).toMatchObject({ state: 'not_authorised', sandbox: true })
      const max = await call('POST', '/third/platform/shop/product/max/count', { shopId: SHOP }, { key: null })
      expect(max.status).toBe(502)
    })

    it('authorises a shop through the consent page and the signed token call; the shop then answers', async () => {
      const started = await start()
      expect(started.status).toBe(200)
      const url = new URL(started.body.data.url)
      expect(url.pathname).toBe('/lazada/oauth/authorize')
      expect(url.searchParams.get('response_type')).toBe('code')
      expect(url.searchParams.get('redirect_uri')).toMatch(/\/dis\/platform\/shop\/lazada$/)
      const back = await consent(started.body.data.url, 'approve')
      const code = back.searchParams.get('code')!
      const state = back.searchParams.get('state')!
      expect(state).toBe(url.searchParams.get('state'))

      const done = await call<LazadaShopAuth>('POST', '/shop/lazada/auth/callback', { code, state })
      expect(done.status).toBe(200)
      expect(done.body.data).toMatchObject({ shopId: SHOP, state: 'authorised' })
      expect(Date.parse(done.body.data.expiresAt!)).toBeGreaterThan(Date.now() + 6 * 86_400_000)
      // Sealed at rest: the token is not readable in the row.
      const [row] = await get().db.select().from(shopCredentials).where(eq(shopCredentials.shopId, SHOP))
      const opened = await readCredentials(get().db, { dataDir: DATA_DIR }, SHOP)
      expect(opened?.credentials.accessToken).toMatch(/^50000/)
      expect(row!.sealed).not.toContain(opened!.credentials.accessToken!)

      const max = await call<{ max: number; used: number }>(
        'POST',
        '/third/platform/shop/product/max/count',
        { shopId: SHOP },
        { key: null },
      )
      expect(max.status).toBe(200)
      expect((await shopsNow()).find((one) => one.shopId === SHOP)?.state).toBe('authorised')

      // The same code again: Lazada's own refusal, in the caller's language around it.
      const reused = await call('POST', '/shop/lazada/auth/callback', { code, state }, { locale: 'zh-CN' })
      expect(reused.status).toBe(400)
      expect(reused.body.msg).toContain('InvalidCode')
      expect(reused.body.msg).toContain('Lazada')
    })

    it('refuses a forged or foreign return, a denied consent gives no code, and bad input is a 400', async () => {
      const started = await start()
      const back = await consent(started.body.data.url, 'approve')
      const code = back.searchParams.get('code')!
      const state = back.searchParams.get('state')!
      const forged = `${state.split('.')[0]}.AAAA`
      expect((await call('POST', '/shop/lazada/auth/callback', { code, state: forged })).status).toBe(400)
      // Another tenant cannot finish this seller's authorisation (nor learn the shop exists).
      const foreign = await call('POST', '/shop/lazada/auth/callback', { code, state }, { username: 'seller2' })
      expect(foreign.status).toBe(400)
      const denied = await consent((await start()).body.data.url, 'deny')
      expect(denied.searchParams.get('error')).toBe('access_denied')
      expect(denied.searchParams.get('code')).toBeNull()
      expect((await call('POST', '/shop/lazada/auth/callback', { code: '', state })).status).toBe(400)
    })

    it('answers another tenant’s shop, a shop of another channel and a caller without the key as absent or forbidden', async () => {
      expect((await start('seller2')).status).toBe(404)
      expect((await start('seller', 'd-demo-shop-13')).status).toBe(404)
      await get()
        .db.update(roles)
        .set({ permissions: [{ permissionId: 'platform', actions: ['query', 'get', 'edit'] }] })
        .where(eq(roles.id, 'r-demo-operator'))
      expect((await start('staff')).status).toBe(403)
      expect((await call('POST', '/shop/lazada/list', {}, { key: null, username: 'staff' })).status).toBe(403)
      expect((await call('POST', '/shop/lazada/list', {}, { key: null, username: 'factory' })).status).toBe(403)
    })

    it('renews the access token before it runs out, with the refresh token, once', async () => {
      const stored = (await readCredentials(get().db, { dataDir: DATA_DIR }, SHOP))!
      const soon = new Date(Date.now() + 3_600_000)
      await storeCredentials(get().db, { dataDir: DATA_DIR }, { id: SHOP, did: 'd-demo' }, stored.credentials, soon)
      const max = await call('POST', '/third/platform/shop/product/max/count', { shopId: SHOP }, { key: null })
      expect(max.status).toBe(200)
      const renewed = (await readCredentials(get().db, { dataDir: DATA_DIR }, SHOP))!
      expect(renewed.credentials.accessToken).not.toBe(stored.credentials.accessToken)
      expect(renewed.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000)
      // The old refresh token worked once: Lazada forgot it.
      expect(sandbox.lazadaOAuth.refresh.has(stored.credentials.refreshToken!)).toBe(false)
    })
  },
  { config: { sandboxUrl: sandbox.url, dataDir: DATA_DIR } },
)

/** An address where nothing listens: a server started and closed again. */
async function closedAddress(): Promise<string> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return `http://127.0.0.1:${port}`
}

describeApp(
  'Lazada shop authorisation with Lazada out of reach',
  (get) => {
    const call = caller(get)
    it('says Lazada could not be reached (not that it refused), in the caller’s language, and stores nothing', async () => {
      const started = await call<{ url: string }>('GET', `/shop/lazada/auth/${SHOP}`, undefined, { key: null })
      expect(started.status).toBe(200)
      const state = new URL(started.body.data.url).searchParams.get('state')!
      const before = await get().db.select().from(shopCredentials).where(eq(shopCredentials.shopId, SHOP))
      const done = await call('POST', '/shop/lazada/auth/callback', { code: '0_code', state }, { locale: 'zh-CN' })
      expect(done.status).toBe(502)
      expect(done.body.msg).toContain('暂时无法连接 Lazada')
      expect(done.body.msg).toContain('ECONNREFUSED')
      const english = await call('POST', '/shop/lazada/auth/callback', { code: '0_code', state })
      expect(english.body.msg).toMatch(/^Lazada could not be reached \(ECONNREFUSED\)/)
      expect(await get().db.select().from(shopCredentials).where(eq(shopCredentials.shopId, SHOP))).toEqual(before)
    })
  },
  { config: { sandboxUrl: await closedAddress(), dataDir: `${DATA_DIR}-unreachable` } },
)
