// A storefront order is paid by the manual-confirm provider: the buyer pays at the counter or by
// transfer and the seller confirms the money arrived. Only then does it flow on like any paid
// order — into the purchase cart (production) and to shipping — and the member sees it moving.
import { and, eq, ne } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { SaleOrderDetail } from '../../../src/contract/orders'
import type { MemberOrderPage } from '../../../src/contract/storefront'
import { saleOrderLines, saleOrders } from '../../db/schema'
import { describeApp } from '../../test/helper'
import { newKey, teamCaller } from '../team/test-support'
import { placeStoreOrder, SHOP, signUp, storeCall } from './test-support'

describeApp('storefront order payment', (get) => {
  const post = teamCaller(get)
  const store = storeCall(get)

  it('the seller confirms the payment once: waiting to ship, paid, in the history and the member’s view', async () => {
    const member = await signUp(get)
    const placed = await placeStoreOrder(get, member.token)
    const before = await post<SaleOrderDetail>('seller', `/sale/order/detail/${placed.orderId}`)
    expect(before.body.data).toMatchObject({ status: '1', paidAt: null, confirmsPayment: true })

    const key = newKey('pay')
    const body = { orderId: placed.orderId, reference: 'Paid at the counter, cash', version: before.body.data.version }
    const paid = await post<SaleOrderDetail>('seller', '/sale/order/pay', body, { key })
    expect(paid.status).toBe(200)
    expect(paid.body.data.status).toBe('2')
    expect(paid.body.data.paidAt).not.toBeNull()
    expect(paid.body.data.history.at(-1)).toMatchObject({
      action: 'pay',
      by: 'seller',
      detail: 'Payment received, confirmed by the shop: Paid at the counter, cash',
    })
    // The same key again (a double tap, a retried request): the stored answer, nothing more.
    const replay = await post<SaleOrderDetail>('seller', '/sale/order/pay', body, { key })
    expect(replay.body.data.version).toBe(paid.body.data.version)
    // A second confirmation is refused by the order's state, in the caller's language.
    const twice = { orderId: placed.orderId }
    const again = await post('seller', '/sale/order/pay', twice)
    expect(again.status).toBe(400)
    expect(again.body.msg).toBe('Cannot pay an order that is waiting to ship')
    expect((await post('seller', '/sale/order/pay', twice, { locale: 'zh-CN' })).body.msg).toBe('待发货的订单不能付款')

    // The member sees the order waiting to ship.
    const mine = await store<MemberOrderPage>('GET', `/store/${SHOP}/member/orders`, member.token)
    expect(mine.body.data.list.find((row) => row.orderId === placed.orderId)?.status).toBe('2')
  })

  it('a paid storefront order flows on: into the purchase cart for production, then accepted and shipped', async () => {
    const member = await signUp(get)
    const placed = await placeStoreOrder(get, member.token)
    const [line] = await get()
      .db.select({ id: saleOrderLines.id })
      .from(saleOrderLines)
      .where(eq(saleOrderLines.orderId, placed.orderId))
    const cartItem = { saleOrderId: placed.orderId, saleLineId: line!.id, supplierId: 'd-demo-supplier' }
    // Unpaid, it cannot be bought from the supplier yet.
    expect((await post('seller', '/purchase/cart/add', { items: [cartItem] })).status).toBe(400)
    expect((await post('seller', '/sale/order/pay', { orderId: placed.orderId })).status).toBe(200)
    const cart = await post<{ saleLineId: string }[]>('seller', '/purchase/cart/add', { items: [cartItem] })
    expect(cart.status).toBe(200)
    expect(cart.body.data.map((row) => row.saleLineId)).toContain(line!.id)
    expect((await post('seller', '/sale/order/accept', { orderId: placed.orderId })).status).toBe(200)
    const shipped = await post<SaleOrderDetail>('seller', '/sale/order/ship', {
      orderId: placed.orderId,
      expressCode: 'SF',
      trackingNo: 'SF1234567890',
    })
    expect(shipped.status, shipped.raw).toBe(200)
    expect(shipped.body.data.status).toBe('3')
  })

  it('a channel’s order is paid on its channel: refused in both languages, nothing changed', async () => {
    const [channelOrder] = await get()
      .db.select({ id: saleOrders.id, version: saleOrders.version })
      .from(saleOrders)
      .where(and(eq(saleOrders.did, 'd-demo'), eq(saleOrders.status, '1'), ne(saleOrders.shopId, SHOP)))
      .limit(1)
    expect(channelOrder).toBeDefined()
    const detail = await post<SaleOrderDetail>('seller', `/sale/order/detail/${channelOrder!.id}`)
    expect(detail.body.data.confirmsPayment).toBe(false)
    const en = await post('seller', '/sale/order/pay', { orderId: channelOrder!.id })
    expect(en.status).toBe(400)
    expect(en.body.msg).toContain('only storefront orders have their payment confirmed here')
    const zh = await post('seller', '/sale/order/pay', { orderId: channelOrder!.id }, { locale: 'zh-CN' })
    expect(zh.body.msg).toContain('只有店面订单在此确认收款')
    const [after] = await get().db.select().from(saleOrders).where(eq(saleOrders.id, channelOrder!.id))
    expect(after).toMatchObject({ status: '1', version: channelOrder!.version, paidAt: null })
  })

  it('bad input 400, no key 400, staff 403, another tenant 404, a stale version 412', async () => {
    const member = await signUp(get)
    const placed = await placeStoreOrder(get, member.token)
    expect((await post('seller', '/sale/order/pay', { orderId: '' })).status).toBe(400)
    const long = await post('seller', '/sale/order/pay', { orderId: placed.orderId, reference: 'x'.repeat(101) })
    expect(long.status).toBe(400)
    expect((await post('seller', '/sale/order/pay', { orderId: placed.orderId }, { key: null })).status).toBe(400)
    expect((await post('staff', '/sale/order/pay', { orderId: placed.orderId })).status).toBe(403)
    expect((await post('seller2', '/sale/order/pay', { orderId: placed.orderId })).status).toBe(404)
    const stale = await post('seller', '/sale/order/pay', { orderId: placed.orderId, version: 999 })
    expect(stale.status).toBe(412)
    const [after] = await get().db.select().from(saleOrders).where(eq(saleOrders.id, placed.orderId))
    expect(after).toMatchObject({ status: '1', paidAt: null })
  })
})
