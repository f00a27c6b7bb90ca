// The sharding grant's effect (POST /shop/sharding/grant): a bound supplier granted a storefront
// shop's orders reads them through the normal order calls (list, status counts, detail) and may
// accept and ship them, nothing of the distributor's other shops; revoking takes it all away on
// the partner's very next request, its cached session included.
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { SaleOrderDetail, SaleOrderRow } from '../../../src/contract/orders'
import type { UserInfo } from '../../../src/contract/permissions'
import { saleOrders } from '../../db/schema'
import { describeApp } from '../../test/helper'
import { teamCaller } from '../team/test-support'
import { LAZADA_SHOP, placeStoreOrder, SHOP, signUp } from './test-support'

describeApp('sharding grant: a partner handles a shop’s orders', (get) => {
  const post = teamCaller(get)
  const grant = (granted: boolean, partnerId = 'd-demo-supplier') =>
    post('seller', '/shop/sharding/grant', { id: SHOP, partnerId, granted })
  const list = (username: string, body: Record<string, unknown> = {}) =>
    post<{ list: SaleOrderRow[]; total: number }>(username, '/ds/list/sale_order', { pageSize: 100, ...body })

  it('lets the granted partner read, accept and ship that shop’s orders, and revoking ends it at once', async () => {
    const member = await signUp(get)
    const placed = await placeStoreOrder(get, member.token)
    // Paid by the manual-confirm provider: ready to ship.
    await get().db.update(saleOrders).set({ status: '2' }).where(eq(saleOrders.id, placed.orderId))
    const [other] = await get()
      .db.select({ id: saleOrders.id })
      .from(saleOrders)
      .where(eq(saleOrders.shopId, LAZADA_SHOP))
      .limit(1)

    // Before: the supplier has no order access at all (its session is now cached).
    expect((await list('supplier')).status).toBe(403)

    expect((await grant(true)).status).toBe(200)
    const seen = await list('supplier')
    expect(seen.status).toBe(200)
    expect(seen.body.data.list.map((row) => row.id)).toContain(placed.orderId)
    // Only the granted shop's orders: nothing of the distributor's other shops.
    expect(new Set(seen.body.data.list.map((row) => row.shopId))).toEqual(new Set([SHOP]))
    // The device mirror's delta names the granted shops, so a device refills when they change.
    expect((await list('supplier', { withExtras: true, pageSize: 1 })).body.data).toMatchObject({ scope: SHOP })
    const found = await list('supplier', { keyword: placed.orderNo })
    expect(found.body.data.list.map((row) => row.id)).toEqual([placed.orderId])
    const counts = await post<{ total: number; '2': number }>('supplier', '/ds/sale_order_status_count', {})
    expect(counts.body.data.total).toBe(seen.body.data.total)
    expect(counts.body.data['2']).toBeGreaterThanOrEqual(1)
    const info = await get().call<UserInfo>('GET', '/user/info', { token: await get().login('supplier') })
    expect(info.body.data.role.permissions.map((entry) => entry.permissionId)).toContain('sale_order')

    const detail = await post<SaleOrderDetail>('supplier', `/sale/order/detail/${placed.orderId}`)
    expect(detail.status).toBe(200)
    expect(detail.body.data).toMatchObject({ id: placed.orderId, shopId: SHOP })
    expect((await post('supplier', `/sale/order/detail/${other!.id}`)).status).toBe(404)

    // Handling: accept and ship; cancelling stays the seller's decision.
    expect((await post('supplier', '/sale/order/accept', { orderId: placed.orderId })).status).toBe(200)
    const cancel = await post('supplier', '/sale/order/cancel', { orderId: placed.orderId, reason: 'no' })
    expect(cancel.status).toBe(404)
    const shipped = await post<SaleOrderDetail>('supplier', '/sale/order/ship', {
      orderId: placed.orderId,
      expressCode: 'SF',
      trackingNo: 'SF2026112500001',
    })
    expect(shipped.status).toBe(200)
    expect(shipped.body.data).toMatchObject({ status: '3', trackingNo: 'SF2026112500001' })
    expect(
      (
        await post('supplier', '/sale/order/ship', {
          orderId: other!.id,
          expressCode: 'SF',
          trackingNo: 'SF2026112500002',
        })
      ).status,
    ).toBe(404)

    // A partner not granted (the factory) still has nothing.
    expect((await list('factory')).status).toBe(403)

    // Revoked: the very next request of the same (cached) session is refused.
    expect((await grant(false)).status).toBe(200)
    expect((await list('supplier')).status).toBe(403)
    expect((await post('supplier', `/sale/order/detail/${placed.orderId}`)).status).toBe(403)
    const after = await get().call<UserInfo>('GET', '/user/info', { token: await get().login('supplier') })
    expect(after.body.data.role.permissions.map((entry) => entry.permissionId)).not.toContain('sale_order')
  })

  it('the distributor’s own order reads are unchanged by a grant', async () => {
    expect((await grant(true)).status).toBe(200)
    const own = await list('seller', { pageSize: 5 })
    expect(own.status).toBe(200)
    expect((await list('seller', { withExtras: true, pageSize: 1 })).body.data).toMatchObject({ scope: '' })
    expect(own.body.data.total).toBeGreaterThan(5)
    expect(new Set(own.body.data.list.map((row) => row.shopId)).size).toBeGreaterThanOrEqual(1)
    expect((await grant(false)).status).toBe(200)
  })
})
