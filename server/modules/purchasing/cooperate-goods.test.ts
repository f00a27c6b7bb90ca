// Goods of cooperating suppliers: what a supplier supplied (with the last price) and the open
// demand of orders waiting to ship; adding an item puts exactly the open lines into the cart.
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { CooperateGoodsRow, PurchaseCartItem } from '../../../src/contract/purchasing'
import { describeApp } from '../../test/helper'
import { scalar } from '../../test/support'
import { purchaseCalls } from './test-support'

describeApp('cooperate goods', (get) => {
  const { post } = purchaseCalls(get)
  const list = async (body: Record<string, unknown>, as = 'seller') =>
    get().call<ServerPage<CooperateGoodsRow>>('POST', '/ds/list/cooperate_goods', {
      token: await get().login(as),
      body,
    })

  describe('list', () => {
    it('lists the SKUs each supplier supplied, with the last price, only for the caller', async () => {
      const answer = await list({ pageSize: 100 })
      expect(answer.status).toBe(200)
      const rows = answer.body.data.list
      expect(rows.length).toBeGreaterThan(0)
      expect(new Set(rows.map((row) => row.supplierId))).toEqual(new Set(['d-demo-supplier', 'd-demo-factory']))
      const supplied = await scalar(
        get,
        `select count(distinct (p.supplier_id, l.sku)) from purchase_order_lines l join purchase_orders p on p.id = l.purchase_order_id
          where p.did = 'd-demo' and p.status <> '8'`,
      )
      expect(answer.body.data.total).toBe(supplied)
      expect((await list({}, 'seller2')).body.data.total).toBe(0)
      expect((await list({}, 'supplier')).status).toBe(403)
    })

    it('adding an item puts every open line of that SKU into the cart at the last price', async () => {
      const needed = (await list({ needed: true, pageSize: 100, sortField: 'openLines' })).body.data.list
      const item = needed[0]
      expect(item, 'demo orders waiting to ship need some supplied SKU').toBeTruthy()
      const answer = await post<{ added: number; cart: PurchaseCartItem[] }>('/purchase/cart/add-goods', {
        supplierId: item!.supplierId,
        sku: item!.sku,
      })
      expect(answer.status).toBe(200)
      expect(answer.body.data.added).toBe(item!.openLines)
      const added = answer.body.data.cart.filter(
        (line) => line.sku === item!.sku && line.supplierId === item!.supplierId,
      )
      expect(added.length).toBeGreaterThanOrEqual(item!.openLines)
      expect(added.every((line) => line.unitPrice === item!.lastUnitPrice)).toBe(true)
      const after = (await list({ supplierId: item!.supplierId, keyword: item!.sku })).body.data.list
      expect(after.find((row) => row.sku === item!.sku)!.openLines).toBe(0)
      const again = await post<{ added: number }>('/purchase/cart/add-goods', {
        supplierId: item!.supplierId,
        sku: item!.sku,
      })
      expect(again.body.data.added).toBe(0)
      const foreign = await post('/purchase/cart/add-goods', { supplierId: 'd-demo2', sku: item!.sku })
      expect(foreign.status).toBe(400)
    })
  })
})
