// The public storefront: what it shows (never a disabled shop, an off-shelf goods or another
// tenant's anything), member sign-up by SMS code, claiming under concurrency, and orders that
// land in /sale/order attributed to shop, counter and coupon, once per client key.
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type {
  CounterView,
  CouponView,
  StoreGoodsDetail,
  StoreMember,
  StoreOrderView,
  StorePage,
} from '../../../src/contract/storefront'
import { goods, saleOrderLines, saleOrders } from '../../db/schema'
import { describeApp } from '../../test/helper'
import { newKey, teamCaller } from '../team/test-support'
import { LAZADA_SHOP, onSaleGoods, quickMembers, SHOP, signUp, storeCall } from './test-support'

const day = 86_400_000
const coupon = (over: Record<string, unknown> = {}) => ({
  name: '10 off over 50',
  kind: 'amount',
  amountOff: 1000,
  minAmount: 5000,
  quantity: 100,
  perMember: 1,
  startsAt: new Date(Date.now() - day).toISOString(),
  endsAt: new Date(Date.now() + 30 * day).toISOString(),
  shopIds: [SHOP],
  ...over,
})

describeApp('the public storefront', (get) => {
  const console = teamCaller(get)
  const store = storeCall(get)

  it('shows an enabled custom shop with its modules, subjects, recommended goods on sale and coupons', async () => {
    const [a, b, c] = await onSaleGoods(get, SHOP, 3)
    const welcome = await console<{ id: string }>('seller', '/setting/page/module/save', {
      shopId: SHOP,
      kind: 'notice',
      text: 'Welcome',
    })
    const hidden = await console<{ id: string }>('seller', '/setting/page/module/save', {
      shopId: SHOP,
      kind: 'nav',
      title: 'Hidden',
      enabled: false,
    })
    await console('seller', '/setting/page/subject/save', { shopId: SHOP, title: 'Picks', goodsIds: [a!.id, b!.id] })
    await console('seller', '/setting/goods/pool/save', { shopId: SHOP, goodsIds: [a!.id, b!.id, c!.id] })
    const issued = await console<CouponView>('seller', '/coupon/save', coupon())
    // b goes off shelf: it disappears from the subject and the pool.
    await get().db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, b!.id))
    const page = await store<StorePage>('GET', `/store/${SHOP}/page`)
    expect(page.status).toBe(200)
    // The demo shop's own modules show too (demo-storefront.ts); of these two, the disabled one does not.
    const shown = page.body.data.modules.map((row) => row.id)
    expect(shown).toContain(welcome.body.data.id)
    expect(shown).not.toContain(hidden.body.data.id)
    expect(page.body.data.subjects.find((row) => row.title === 'Picks')!.goods.map((row) => row.id)).toEqual([a!.id])
    expect(page.body.data.recommended.map((row) => row.id)).toEqual([a!.id, c!.id])
    expect(page.body.data.coupons.map((row) => row.id)).toContain(issued.body.data.id)
    expect((await store('GET', `/store/${SHOP}/goods/${b!.id}`)).status).toBe(404)
    // Another channel's shop, another tenant's goods, an unknown shop: all 404.
    expect((await store('GET', `/store/${LAZADA_SHOP}/page`)).status).toBe(404)
    expect((await store('GET', `/store/${SHOP}/goods/d-demo2-g1`)).status).toBe(404)
    expect((await store('GET', '/store/nope/page')).status).toBe(404)
    // A disabled shop is not shown at all.
    await console('seller', '/shop/status', { id: SHOP, status: 'disabled' })
    expect((await store('GET', `/store/${SHOP}/page`)).status).toBe(404)
    await console('seller', '/shop/status', { id: SHOP, status: 'enabled' })
  })

  it('signs a member up by phone and SMS code, refusing a wrong code and a wrong phone length', async () => {
    const bad = await store('POST', `/store/${SHOP}/member/sms`, undefined, { phone: '1380013800' })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toMatch(/valid mobile phone number/i)
    const wrong = await get().call('POST', `/store/${SHOP}/member/sms`, {
      body: { phone: '13800138111' },
      remoteAddress: '10.7.0.1',
    })
    expect(wrong.status).toBe(200)
    const refused = await get().call('POST', `/store/${SHOP}/member/sign-in`, {
      body: { phone: '13800138111', code: get().sms.lastCode('13800138111') === '000000' ? '111111' : '000000' },
    })
    expect(refused.status).toBe(400)
    const member = await signUp(get)
    const me = await store<{ phone: string }>('GET', `/store/${SHOP}/member/me`, member.token)
    expect(me.body.data.phone).toBe(member.phone)
    // A member token is not a console token, and a console token is not a member token.
    expect((await get().call('POST', '/shop/list', { token: member.token, body: {} })).status).toBe(401)
    const consoleToken = await get().login('seller')
    expect((await get().call('GET', `/store/${SHOP}/member/me`, { token: consoleToken })).status).toBe(401)
  })

  it('claims within the per-member limit; exhausted, stopped, expired and foreign coupons are refused', async () => {
    const member = await signUp(get)
    const one = await console<CouponView>('seller', '/coupon/save', coupon({ quantity: 2 }))
    expect(
      (await store('POST', `/store/${SHOP}/coupon/claim`, member.token, { couponId: one.body.data.id })).status,
    ).toBe(200)
    const twice = await store(
      'POST',
      `/store/${SHOP}/coupon/claim`,
      member.token,
      { couponId: one.body.data.id },
      'zh-CN',
    )
    expect(twice.status).toBe(400)
    expect(twice.body.msg).toContain('限领 1 张')
    const expired = await console<CouponView>(
      'seller',
      '/coupon/save',
      coupon({
        startsAt: new Date(Date.now() - 3 * day).toISOString(),
        endsAt: new Date(Date.now() - day).toISOString(),
      }),
    )
    expect(
      (await store('POST', `/store/${SHOP}/coupon/claim`, member.token, { couponId: expired.body.data.id })).status,
    ).toBe(400)
    const stopped = await console<CouponView>('seller', '/coupon/save', coupon())
    await console('seller', '/coupon/stop', { id: stopped.body.data.id })
    expect(
      (await store('POST', `/store/${SHOP}/coupon/claim`, member.token, { couponId: stopped.body.data.id })).status,
    ).toBe(400)
    const single = await console<CouponView>('seller', '/coupon/save', coupon({ quantity: 1 }))
    const other = await signUp(get)
    expect(
      (await store('POST', `/store/${SHOP}/coupon/claim`, other.token, { couponId: single.body.data.id })).status,
    ).toBe(200)
    const gone = await store('POST', `/store/${SHOP}/coupon/claim`, member.token, { couponId: single.body.data.id })
    expect(gone.status).toBe(409)
    expect(gone.body.msg).toContain('All of these coupons have been claimed')
    expect((await store('POST', `/store/${SHOP}/coupon/claim`, member.token, { couponId: 'nope' })).status).toBe(404)
    expect((await store('POST', `/store/${SHOP}/coupon/claim`, undefined, { couponId: one.body.data.id })).status).toBe(
      401,
    )
  })

  it('200 members claiming the last 10 coupons at once: exactly 10 claimed', async () => {
    const issued = await console<CouponView>('seller', '/coupon/save', coupon({ quantity: 100 }))
    // 90 already claimed: 10 left.
    await get().db.execute(sql`update coupons set claimed = 90 where id = ${issued.body.data.id}`)
    const tokens = await quickMembers(get, 200)
    const answers = await Promise.all(
      tokens.map((token) => store('POST', `/store/${SHOP}/coupon/claim`, token, { couponId: issued.body.data.id })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(190)
    expect(answers.every((answer) => answer.status < 500)).toBe(true)
    const after = await console<{ list: CouponView[] }>('seller', '/coupon/list', { keyword: '10 off', pageSize: 100 })
    const row = after.body.data.list.find((entry) => entry.id === issued.body.data.id)!
    expect(row).toMatchObject({ claimed: 100, state: 'invalid' })
    const [claims] = (
      (await get().db.execute(
        sql`select count(*)::int as n from coupon_claims where coupon_id = ${issued.body.data.id}`,
      )) as unknown as {
        rows: { n: number }[]
      }
    ).rows
    expect(claims!.n).toBe(10)
  }, 120_000)

  it('orders with size, colour, counter and coupon; lands in sale orders once per client key', async () => {
    const counter = await console<CounterView>('seller', '/shop/counter/save', { shopId: SHOP, name: 'Order kiosk' })
    const member = await signUp(get, SHOP, { counterId: counter.body.data.id })
    const issued = await console<CouponView>('seller', '/coupon/save', coupon())
    await store('POST', `/store/${SHOP}/coupon/claim`, member.token, { couponId: issued.body.data.id })
    const [item] = await onSaleGoods(get, SHOP, 1)
    const detail = (await store<StoreGoodsDetail>('GET', `/store/${SHOP}/goods/${item!.id}`)).body.data
    expect(detail.specs.length).toBeGreaterThan(0)
    const spec = detail.specs[0]!
    // Colours are stored as hex codes; the shopper reads their names in the shop's language.
    const named = async (locale: 'en' | 'zh-CN') =>
      (await store<StoreGoodsDetail>('GET', `/store/${SHOP}/goods/${item!.id}`, undefined, undefined, locale)).body.data
        .specs[0]!
    expect(spec.color).toMatch(/^#[0-9A-F]{6}$/i)
    expect((await named('en')).colorName).toMatch(/^[A-Za-z][A-Za-z ]*$/)
    expect((await named('zh-CN')).colorName).toMatch(/^[\u4e00-\u9fff]+$/)
    const quantity = Math.max(1, Math.ceil(5000 / spec.price))
    const body = {
      goodsId: item!.id,
      color: spec.color,
      size: spec.size,
      quantity,
      couponId: issued.body.data.id,
      counterId: counter.body.data.id,
      clientKey: newKey('order'),
      address: { name: 'Li Lei', phone: '13800138000', region: ['广东省', '深圳市'], address: '1 Kiosk Road' },
    }
    // Bad input: unknown spec, a counter of another tenant, a phone of the wrong length.
    expect((await store('POST', `/store/${SHOP}/order`, member.token, { ...body, color: 'Nope' })).status).toBe(400)
    expect((await store('POST', `/store/${SHOP}/order`, member.token, { ...body, counterId: 'nope' })).status).toBe(404)
    const shortPhone = { ...body, address: { ...body.address, phone: '138' } }
    expect((await store('POST', `/store/${SHOP}/order`, member.token, shortPhone)).status).toBe(400)
    const placed = await store<StoreOrderView>('POST', `/store/${SHOP}/order`, member.token, body)
    expect(placed.status).toBe(200)
    expect(placed.body.data).toMatchObject({ goodsAmount: spec.price * quantity, discountAmount: 1000, status: '1' })
    expect(placed.body.data.totalAmount).toBe(spec.price * quantity - 1000)
    // The same client key again (a queued order sent twice): the same order, nothing new.
    const replay = await store<StoreOrderView>('POST', `/store/${SHOP}/order`, member.token, body)
    expect(replay.body.data.orderId).toBe(placed.body.data.orderId)
    const [order] = await get().db.select().from(saleOrders).where(eq(saleOrders.id, placed.body.data.orderId))
    expect(order).toMatchObject({ channel: 'custom', shopId: SHOP, did: 'd-demo' })
    const lines = await get().db.select().from(saleOrderLines).where(eq(saleOrderLines.orderId, order!.id))
    expect(lines[0]!.spec).toEqual({ color: spec.color, size: spec.size })
    // The coupon was used, and cannot be used again.
    const again = await store('POST', `/store/${SHOP}/order`, member.token, { ...body, clientKey: newKey('order') })
    expect(again.status).toBe(400)
    // Gone from the member's unused claims, and not offered to claim again (one per member).
    const me = await store<StoreMember>('GET', `/store/${SHOP}/member/me`, member.token)
    expect(me.body.data.claims.map((claim) => claim.couponId)).not.toContain(issued.body.data.id)
    expect(me.body.data.claimedUp).toContain(issued.body.data.id)
    const used = await console<{ list: CouponView[] }>('seller', '/coupon/list', { pageSize: 100 })
    expect(used.body.data.list.find((row) => row.id === issued.body.data.id)).toMatchObject({ claimed: 1, used: 1 })
    // The counter's sale and the member's spending show in the console.
    const counters = await console<{ list: CounterView[] }>('seller', '/shop/counter/list', { keyword: 'Order kiosk' })
    expect(counters.body.data.list[0]).toMatchObject({ orderCount: 1, salesAmount: order!.totalAmount, memberCount: 1 })
    // The order is in /sale/order's list source.
    const orders = await console<{ list: { id: string; channel: string }[] }>('seller', '/ds/list/sale_order', {
      keyword: order!.orderNo,
    })
    expect(orders.body.data.list.map((row) => row.id)).toEqual([order!.id])
  })

  it('refuses an order under the coupon minimum and a coupon of another shop', async () => {
    const member = await signUp(get)
    const issued = await console<CouponView>(
      'seller',
      '/coupon/save',
      coupon({ minAmount: 10_000_000, amountOff: 1000 }),
    )
    await store('POST', `/store/${SHOP}/coupon/claim`, member.token, { couponId: issued.body.data.id })
    const [item] = await onSaleGoods(get, SHOP, 1)
    const detail = (await store<StoreGoodsDetail>('GET', `/store/${SHOP}/goods/${item!.id}`)).body.data
    const spec = detail.specs[0]!
    const under = await store('POST', `/store/${SHOP}/order`, member.token, {
      goodsId: item!.id,
      color: spec.color,
      size: spec.size,
      quantity: 1,
      couponId: issued.body.data.id,
      clientKey: newKey('order'),
      address: { name: 'Han Meimei', phone: '13800138000', address: '2 Kiosk Road' },
    })
    expect(under.status).toBe(400)
    expect(under.body.msg).toContain('at least 100000.00')
    const [order] = await get()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(saleOrders)
      .where(eq(saleOrders.buyerName, 'Han Meimei'))
    expect(order!.n).toBe(0)
  })

  it('refuses a counter of another shop (400 in both languages) and of another tenant (404), writing nothing', async () => {
    const second = await console<{ id: string }>('seller', '/shop/save', {
      name: 'Second kiosk shop',
      channel: 'custom',
      connector: {},
    })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const elsewhere = await console<CounterView>('seller', '/shop/counter/save', {
      shopId: second.body.data.id,
      name: 'Counter of the second shop',
    })
    const theirShop = await console<{ id: string }>('seller2', '/shop/save', {
      name: 'Their kiosk',
      channel: 'custom',
      connector: {},
    })
    const foreign = await console<CounterView>('seller2', '/shop/counter/save', {
      shopId: theirShop.body.data.id,
      name: 'Their counter',
    })
    expect(foreign.status).toBe(200)
    const member = await signUp(get)
    const [item] = await onSaleGoods(get, SHOP, 1)
    const spec = (await store<StoreGoodsDetail>('GET', `/store/${SHOP}/goods/${item!.id}`)).body.data.specs[0]!
    const order = (counterId: string) => ({
      goodsId: item!.id,
      color: spec.color,
      size: spec.size,
      quantity: 1,
      counterId,
      clientKey: newKey('order'),
      address: { name: 'Wei Counter', phone: '13800138000', address: '3 Kiosk Road' },
    })
    const en = await store('POST', `/store/${SHOP}/order`, member.token, order(elsewhere.body.data.id))
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe('The counter belongs to another shop')
    const zh = await store('POST', `/store/${SHOP}/order`, member.token, order(elsewhere.body.data.id), 'zh-CN')
    expect(zh.body.msg).toBe('该柜台属于其他店铺')
    expect((await store('POST', `/store/${SHOP}/order`, member.token, order(foreign.body.data.id))).status).toBe(404)
    const [written] = await get()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(saleOrders)
      .where(eq(saleOrders.buyerName, 'Wei Counter'))
    expect(written!.n).toBe(0)
  })
})
