// Purchase order calls: every transition of the state machine (src/contract/purchasing.ts) by
// the right party and refused for the wrong one or the wrong status, the SPEC.md §5 rules, the
// ledger effect of pay / cancel / reject / refund, idempotent replays, stale versions, bad input
// in both languages, and supplier isolation with a second supplier.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import {
  PURCHASE_ACTIONS,
  PURCHASE_STATUSES,
  PURCHASE_TRANSITIONS,
  type PurchaseAction,
  type PurchaseCreateResult,
  type PurchaseOrderRow,
  type PurchaseStatus,
} from '../../../src/contract/purchasing'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'
import { addSecondSupplier, ledgerOf, purchaseCalls, type Who } from './test-support'

const PATH: Record<PurchaseAction, string> = {
  pay: '/purchase/order/pay',
  cancel: '/purchase/order/cancel',
  accept: '/purchase/order/accept',
  ship: '/purchase/order/ship',
  reject: '/purchase/order/reject',
  refund: '/purchase/order/refund',
}
const bodyOf = (action: PurchaseAction): Record<string, unknown> =>
  ({
    pay: {},
    cancel: { reason: 'changed my mind' },
    accept: {},
    ship: { expressCode: 'SF', logisticsNo: `SF${Date.now()}${Math.floor(Math.random() * 1000)}` },
    reject: { reason: 'out of stock' },
    refund: { accountId: 'fa-demo' },
  })[action]

describeApp('purchase orders', (get) => {
  const { post, detail, raise, inStatus, freshLines } = purchaseCalls(get)
  beforeAll(async () => {
    await addSecondSupplier(get)
  })

  describe('state machine: every action from every status, by each party', () => {
    // One purchase order per (status, action): allowed ones succeed by the right party only.
    for (const status of PURCHASE_STATUSES) {
      for (const action of PURCHASE_ACTIONS) {
        const rule = PURCHASE_TRANSITIONS[action]
        const allowed = rule.from.includes(status)
        it(`${action} on status ${status}: ${allowed ? `allowed for the ${rule.party}, 403 for the other` : 'refused (400)'}`, async () => {
          const po = await inStatus(status)
          const right: Who = rule.party === 'distributor' ? 'seller' : 'supplier'
          const wrong: Who = rule.party === 'distributor' ? 'supplier' : 'seller'
          const byWrong = await post(PATH[action], { purchaseId: po.id, ...bodyOf(action) }, { as: wrong })
          expect(byWrong.status).toBe(403)
          const answer = await post(PATH[action], { purchaseId: po.id, ...bodyOf(action) }, { as: right })
          if (allowed) {
            expect(answer.status, JSON.stringify(answer.body)).toBe(200)
            expect(answer.body.data.version).toBe(po.version + 1)
            expect(answer.body.data.history.at(-1)!.action).toBe(action)
          } else {
            expect(answer.status).toBe(400)
            expect(answer.body.code).toBe(40001)
            expect(answer.body.msg).toMatch(/^Cannot .+ a purchase order that is /)
            expect((await detail(po.id)).body.data.version).toBe(po.version)
          }
        })
      }
    }
  })

  describe('the flow and its money', () => {
    it('pay debits the default CNY account by the total; accept; ship with a logistics number', async () => {
      const before = await ledgerOf(get, 'fa-demo')
      const po = await raise('d-demo-supplier', 2350)
      expect(po).toMatchObject({ status: '1', totalAmount: 2350, currency: 'CNY', lineCount: 1 })
      const paid = await post('/purchase/order/pay', { purchaseId: po.id, version: po.version })
      expect(paid.body.data.status).toBe('2')
      expect(paid.body.data.history.at(-1)!.detail).toBe('Paid 23.50 CNY from 人民币账户 CNY account')
      const after = await ledgerOf(get, 'fa-demo')
      expect(after.balance).toBe(before.balance - 2350)
      expect(after.balance).toBe(after.flows)
      const accepted = await post('/purchase/order/accept', { purchaseId: po.id }, { as: 'supplier' })
      expect(accepted.body.data.status).toBe('3')
      const shipped = await post(
        '/purchase/order/ship',
        { purchaseId: po.id, expressCode: 'YTO', logisticsNo: 'YT99887766' },
        { as: 'supplier' },
      )
      expect(shipped.body.data).toMatchObject({ status: '4', expressCode: 'YTO', logisticsNo: 'YT99887766' })
      expect(shipped.body.data.shippedAt).not.toBeNull()
      const seen = await detail(po.id)
      expect(seen.body.data.status).toBe('4')
      expect(seen.body.data.history.map((entry) => entry.action)).toEqual(['create', 'pay', 'accept', 'ship'])
    })

    it('a rejection after payment refunds the amount to the paying account (→ refunded)', async () => {
      const po = await inStatus('3')
      const before = await ledgerOf(get, 'fa-demo')
      const answer = await post('/purchase/order/reject', { purchaseId: po.id, reason: 'no stock' }, { as: 'supplier' })
      expect(answer.body.data).toMatchObject({ status: '7', rejectReason: 'no stock' })
      const after = await ledgerOf(get, 'fa-demo')
      expect(after.balance).toBe(before.balance + po.totalAmount)
      expect(after.flows).toBe(after.balance)
    })

    it('reject failed when the paying account is gone; the distributor refunds to another account', async () => {
      const po = await inStatus('6')
      expect(po.status).toBe('6')
      expect(po.history.at(-1)!.detail).toMatch(/could not be made/)
      const before = await ledgerOf(get, 'fa-demo')
      const wrongCurrency = await post('/purchase/order/refund', { purchaseId: po.id, accountId: 'fa-demo-usd' })
      expect(wrongCurrency.status).toBe(400)
      expect(wrongCurrency.body.msg).toMatch(/holds USD/)
      const refunded = await post('/purchase/order/refund', { purchaseId: po.id, accountId: 'fa-demo' })
      expect(refunded.body.data.status).toBe('7')
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(before.balance + po.totalAmount)
      const foreign = await inStatus('6')
      const other = await post('/purchase/order/refund', { purchaseId: foreign.id, accountId: 'fa-demo2' })
      expect(other.status).toBe(404)
    })

    it('cancelling a paid order before acceptance refunds it; unpaid cancel moves no money', async () => {
      const paid = await inStatus('2')
      const before = await ledgerOf(get, 'fa-demo')
      const answer = await post('/purchase/order/cancel', { purchaseId: paid.id, reason: 'wrong supplier' })
      expect(answer.body.data.status).toBe('7')
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(before.balance + paid.totalAmount)
      const unpaid = await inStatus('1')
      const mid = await ledgerOf(get, 'fa-demo')
      expect((await post('/purchase/order/cancel', { purchaseId: unpaid.id, reason: 'x' })).body.data.status).toBe('8')
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(mid.balance)
    })

    it('paying more than the balance is refused with a clear message and changes nothing', async () => {
      const po = await raise('d-demo-supplier', 900_000_000)
      const before = await ledgerOf(get, 'fa-demo')
      const en = await post('/purchase/order/pay', { purchaseId: po.id })
      expect(en.status).toBe(400)
      expect(en.body.msg).toMatch(
        /^Insufficient balance: 人民币账户 CNY account has [\d.]+ CNY, 9000000.00 CNY is needed/,
      )
      const zh = await post('/purchase/order/pay', { purchaseId: po.id }, { locale: 'zh-CN' })
      expect(zh.body.msg).toMatch(/^余额不足/)
      expect(await ledgerOf(get, 'fa-demo')).toEqual(before)
      expect((await detail(po.id)).body.data.status).toBe('1')
    })
  })

  describe('SPEC.md §5 rules', () => {
    it('the logistics number cannot be the purchase order number (either case), in both languages', async () => {
      const po = await inStatus('3')
      const en = await post(
        '/purchase/order/ship',
        { purchaseId: po.id, expressCode: 'SF', logisticsNo: po.purchaseNo.toLowerCase() },
        { as: 'supplier' },
      )
      expect(en.status).toBe(400)
      expect(en.body.msg).toBe('The purchase order number and the logistics number cannot be the same')
      const zh = await post(
        '/purchase/order/ship',
        { purchaseId: po.id, expressCode: 'SF', logisticsNo: po.purchaseNo },
        { as: 'supplier', locale: 'zh-CN' },
      )
      expect(zh.body.msg).toBe('采购单号与物流单号不能相同')
      expect((await detail(po.id)).body.data.status).toBe('3')
    })

    it('the purchase address cannot be empty', async () => {
      const [line] = await freshLines(1)
      const cart = await post<{ id: string; saleLineId: string }[]>('/purchase/cart/add', {
        items: [{ saleOrderId: line!.orderId, saleLineId: line!.lineId, supplierId: 'd-demo-supplier' }],
      })
      const item = cart.body.data.find((entry) => entry.saleLineId === line!.lineId)!
      const address = { name: 'Li', phone: '13800000000', address: '   ' }
      const en = await post('/purchase/order/create', { mode: 'merged', cartItemIds: [item.id], address })
      expect(en.status).toBe(400)
      expect(en.body.msg).toBe('The purchase address cannot be empty')
      const zh = await post(
        '/purchase/order/create',
        { mode: 'merged', cartItemIds: [item.id], address },
        { locale: 'zh-CN' },
      )
      expect(zh.body.msg).toBe('采购地址不能为空')
      expect(await scalar(get, `select count(*) from purchase_cart_items where id = '${item.id}'`)).toBe(1)
    })

    it('lines not purchased leave the cart with their NOT_PURCHASE_REASON; merged makes one order per supplier', async () => {
      const lines = await freshLines(4)
      const cart = await post<{ id: string; saleLineId: string }[]>('/purchase/cart/add', {
        items: lines.map((line, i) => ({
          saleOrderId: line.orderId,
          saleLineId: line.lineId,
          supplierId: i === 3 ? 'd-demo-factory' : 'd-demo-supplier',
        })),
      })
      const ids = lines.map((line) => cart.body.data.find((entry) => entry.saleLineId === line.lineId)!.id)
      const address = { name: 'Warehouse', phone: '0755-1234567', address: 'Nanshan 1' }
      const answer = await post<PurchaseCreateResult>('/purchase/order/create', {
        mode: 'merged',
        cartItemIds: ids.slice(0, 3),
        address,
        notPurchased: [{ cartItemId: ids[3], reason: '1', note: 'sold out' }],
      })
      expect(answer.status).toBe(200)
      expect(answer.body.data.notPurchased).toBe(1)
      expect(answer.body.data.orders).toHaveLength(1)
      expect(answer.body.data.orders[0]!.lineCount).toBe(3)
      expect(answer.body.data.orders[0]!.address).toMatchObject(address)
      expect(
        await scalar(
          get,
          `select count(*) from purchase_skipped_lines where sale_line_id = '${lines[3]!.lineId}' and reason = '1'`,
        ),
      ).toBe(1)
      expect(await scalar(get, `select count(*) from purchase_cart_items where id in ('${ids.join("','")}')`)).toBe(0)
      const again = await post('/purchase/cart/add', {
        items: [{ saleOrderId: lines[0]!.orderId, saleLineId: lines[0]!.lineId, supplierId: 'd-demo-supplier' }],
      })
      expect(again.status).toBe(400)
      expect(again.body.msg).toMatch(/already on an open purchase order/)
    })

    it('per line makes one purchase order per line; the default address is the buyer address', async () => {
      const lines = await freshLines(2)
      const cart = await post<{ id: string; saleLineId: string; buyerAddress: unknown }[]>('/purchase/cart/add', {
        items: lines.map((line) => ({
          saleOrderId: line.orderId,
          saleLineId: line.lineId,
          supplierId: 'd-demo-factory',
        })),
      })
      const items = lines.map((line) => cart.body.data.find((entry) => entry.saleLineId === line.lineId)!)
      const answer = await post<PurchaseCreateResult>('/purchase/order/create', {
        mode: 'perLine',
        cartItemIds: items.map((i) => i.id),
      })
      expect(answer.body.data.orders).toHaveLength(2)
      expect(answer.body.data.orders[0]!.address).toEqual(items[0]!.buyerAddress)
      expect(answer.body.data.orders[0]!.supplierType).toBe(1)
    })

    it('only partners can be purchased from; only orders waiting to ship; never more than the line holds', async () => {
      const [line] = await freshLines(1)
      const notPartner = await post('/purchase/cart/add', {
        items: [{ saleOrderId: line!.orderId, saleLineId: line!.lineId, supplierId: 'd-demo2' }],
      })
      expect(notPartner.status).toBe(400)
      expect(notPartner.body.msg).toBe('d-demo2 is not one of your suppliers or factories')
      const tooMany = await post('/purchase/cart/add', {
        items: [
          { saleOrderId: line!.orderId, saleLineId: line!.lineId, supplierId: 'd-demo-supplier', quantity: 9999 },
        ],
      })
      expect(tooMany.status).toBe(400)
      const [shipped] = await rowsOf<{ order_id: string; id: string }>(
        get,
        sql.raw(
          `select l.order_id, l.id from sale_order_lines l join sale_orders o on o.id = l.order_id where o.did = 'd-demo' and o.status = '4' limit 1`,
        ),
      )
      const done = await post('/purchase/cart/add', {
        items: [{ saleOrderId: shipped!.order_id, saleLineId: shipped!.id, supplierId: 'd-demo-supplier' }],
      })
      expect(done.status).toBe(400)
      expect(done.body.msg).toMatch(/only orders waiting to ship/)
    })
  })

  describe('isolation, permissions and replays', () => {
    it('a supplier sees only the purchase orders addressed to it; another supplier’s are 404', async () => {
      const mine = await inStatus('2', 'd-demo-supplier')
      const theirs = await inStatus('2', 'd-test-supplier2')
      const list = async (as: Who) =>
        (
          await get().call<ServerPage<PurchaseOrderRow>>('POST', '/ds/list/purchase_order', {
            token: await get().login(as),
            body: { pageSize: 100 },
          })
        ).body.data.list
      const ofSupplier = await list('supplier')
      expect(ofSupplier.length).toBeGreaterThan(0)
      expect(ofSupplier.every((row) => row.supplierId === 'd-demo-supplier')).toBe(true)
      const ofSecond = await list('supplier2')
      expect(ofSecond.map((row) => row.id)).toEqual([theirs.id])
      expect((await detail(mine.id, 'supplier2')).status).toBe(404)
      expect((await detail(theirs.id, 'supplier')).status).toBe(404)
      expect((await post('/purchase/order/accept', { purchaseId: mine.id }, { as: 'supplier2' })).status).toBe(404)
      expect((await post('/purchase/order/accept', { purchaseId: theirs.id }, { as: 'supplier' })).status).toBe(404)
      expect((await detail(mine.id, 'seller2')).status).toBe(404)
      expect((await list('seller2')).length).toBe(0)
      expect((await post('/purchase/order/accept', { purchaseId: theirs.id }, { as: 'supplier2' })).status).toBe(200)
    })

    it('the status counts follow the caller’s side', async () => {
      const counts = await get().call<Record<PurchaseStatus, number>>('POST', '/ds/purchase_order_count', {
        token: await get().login('factory'),
        body: {},
      })
      const total = await scalar(get, `select count(*) from purchase_orders where supplier_id = 'd-demo-factory'`)
      expect(Object.values(counts.body.data).reduce((a, b) => a + b, 0)).toBe(total)
    })

    it('401 without a session, 403 without the permission (staff), suppliers cannot use the cart', async () => {
      const po = await inStatus('1')
      expect((await get().call('POST', '/purchase/order/pay', { body: { purchaseId: po.id } })).status).toBe(401)
      expect((await post('/purchase/order/pay', { purchaseId: po.id }, { as: 'staff' })).status).toBe(403)
      expect((await get().call('GET', '/purchase/cart/list', { token: await get().login('supplier') })).status).toBe(
        403,
      )
    })

    it('the same Idempotency-Key pays once; another body with it → 422; a stale version → 412', async () => {
      const po = await inStatus('1')
      const before = await ledgerOf(get, 'fa-demo')
      const key = newKey('pay')
      const first = await post('/purchase/order/pay', { purchaseId: po.id }, { key })
      const second = await post('/purchase/order/pay', { purchaseId: po.id }, { key })
      expect(second.headers['idempotent-replayed']).toBe('true')
      expect(second.body).toEqual(first.body)
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(before.balance - po.totalAmount)
      expect((await post('/purchase/order/pay', { purchaseId: po.id, accountId: 'x' }, { key })).status).toBe(422)
      const stale = await post('/purchase/order/accept', { purchaseId: po.id, version: po.version }, { as: 'supplier' })
      expect(stale.status).toBe(412)
      expect((stale.body as unknown as { data: PurchaseOrderRow }).data.version).toBe(po.version + 1)
    })

    it('bad input answers 400 naming the field, in English and Chinese', async () => {
      const en = await post(
        '/purchase/order/ship',
        { purchaseId: 'x', expressCode: 'SF', logisticsNo: 'a b' },
        { as: 'supplier' },
      )
      expect(en.status).toBe(400)
      expect(en.body.msg).toMatch(/^Logistics number: /)
      const zh = await post(
        '/purchase/order/ship',
        { purchaseId: 'x', expressCode: 'SF' },
        { as: 'supplier', locale: 'zh-CN' },
      )
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toMatch(/^物流单号：/)
      const create = await post('/purchase/order/create', { mode: 'all' }, { locale: 'zh-CN' })
      expect(create.status).toBe(400)
      expect(create.body.msg).toMatch(/采购方式/)
    })
  })
})
