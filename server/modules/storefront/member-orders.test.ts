// Members' order history: a member sees their own storefront orders (state, items, amounts) and
// never another member's; the seller sees a member's orders on /shop/member, within the tenant.
import { expect, it } from 'vitest'
import type { MemberOrderPage } from '../../../src/contract/storefront'
import { describeApp } from '../../test/helper'
import { teamCaller } from '../team/test-support'
import { placeStoreOrder, SHOP, signUp, storeCall } from './test-support'

describeApp('members’ order history', (get) => {
  const post = teamCaller(get)
  const store = storeCall(get)

  it('shows a member their own orders, newest first, with items and amounts', async () => {
    const member = await signUp(get)
    const other = await signUp(get)
    const first = await placeStoreOrder(get, member.token, { quantity: 1 })
    const second = await placeStoreOrder(get, member.token, { quantity: 2 })
    await placeStoreOrder(get, other.token)

    const mine = await store<MemberOrderPage>('GET', `/store/${SHOP}/member/orders`, member.token)
    expect(mine.status).toBe(200)
    expect(mine.body.data.total).toBe(2)
    expect(mine.body.data.list.map((row) => row.orderId)).toEqual([second.orderId, first.orderId])
    expect(mine.body.data.list[0]).toMatchObject({
      orderNo: second.orderNo,
      status: '1',
      totalAmount: second.totalAmount,
      goodsAmount: second.spec.price * 2,
      discountAmount: 0,
    })
    expect(mine.body.data.list[0]!.lines).toEqual([
      expect.objectContaining({
        // The colour by its name (in the language of the call), as the member reads it.
        color: second.spec.colorName,
        size: second.spec.size,
        quantity: 2,
        unitPrice: second.spec.price,
      }),
    ])
    // Paged: one per page.
    const page = await store<MemberOrderPage>('GET', `/store/${SHOP}/member/orders?pageSize=1&pageNo=2`, member.token)
    expect(page.body.data.list.map((row) => row.orderId)).toEqual([first.orderId])

    // Signed out, or a token of another shop: no orders.
    expect((await store('GET', `/store/${SHOP}/member/orders`)).status).toBe(401)
    expect((await store('GET', `/store/${SHOP}/member/orders`, 'not-a-token')).status).toBe(401)
    const bad = await store('GET', `/store/${SHOP}/member/orders?pageSize=500`, member.token, undefined, 'zh-CN')
    expect(bad.status).toBe(400)
  })

  it('shows the seller a member’s orders; another tenant’s member is not found', async () => {
    const member = await signUp(get)
    const placed = await placeStoreOrder(get, member.token)
    const seen = await post<MemberOrderPage>('seller', '/shop/member/orders', { id: member.id })
    expect(seen.status).toBe(200)
    expect(seen.body.data.list.map((row) => row.orderId)).toEqual([placed.orderId])
    expect(seen.body.data.list[0]!.lines).toHaveLength(1)

    expect((await post('seller2', '/shop/member/orders', { id: member.id })).status).toBe(404)
    expect((await post('staff', '/shop/member/orders', { id: member.id })).status).toBe(403)
    const missing = await post('seller', '/shop/member/orders', {}, { locale: 'zh-CN' })
    expect(missing.status).toBe(400)
    expect((await post('seller', '/shop/member/orders', { id: 'no-such-member' })).status).toBe(404)
  })
})
