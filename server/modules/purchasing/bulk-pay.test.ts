// Paying purchase orders in bulk, as the app sends it: one call per order, each with its own
// Idempotency-Key. Only the payable orders are paid and only their amounts leave the account; a
// paid order, an order beyond the balance and another tenant's order are each refused on their own.
import { describe, expect, it } from 'vitest'
import { describeApp } from '../../test/helper'
import { newKey } from '../../test/support'
import { ledgerOf, purchaseCalls } from './test-support'

describeApp('purchase orders paid in bulk', (get) => {
  const { post, detail, raise, inStatus } = purchaseCalls(get)

  describe('a mixed selection', () => {
    it('pays the payable order and refuses the paid one and the one beyond the balance, each with its reason', async () => {
      const payable = await raise('d-demo-supplier', 1200)
      const paid = await inStatus('2')
      const huge = await raise('d-demo-supplier', 900_000_000)
      const before = await ledgerOf(get, 'fa-demo')
      const keys = [newKey('pay'), newKey('pay'), newKey('pay')]
      const rows = [payable, paid, huge]
      const answers = []
      for (const [index, row] of rows.entries())
        answers.push(
          await post('/purchase/order/pay', { purchaseId: row.id, version: row.version }, { key: keys[index] }),
        )
      expect(answers.map((answer) => answer.status)).toEqual([200, 400, 400])
      expect(answers[1]!.body.msg).toMatch(/^Cannot pay/)
      expect(answers[2]!.body.msg).toMatch(/^Insufficient balance/)
      const after = await ledgerOf(get, 'fa-demo')
      expect(before.balance - after.balance).toBe(payable.totalAmount)
      expect((await detail(huge.id)).body.data.status).toBe('1')
      // The first row resent with its key: the stored answer, no second debit.
      const again = await post(
        '/purchase/order/pay',
        { purchaseId: payable.id, version: payable.version },
        { key: keys[0] },
      )
      expect(again.status).toBe(200)
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(after.balance)
    })

    it("another tenant's purchase order is not found for its row; a supplier may not pay", async () => {
      const mine = await raise('d-demo-supplier', 1000)
      const other = await post('/purchase/order/pay', { purchaseId: mine.id, version: mine.version }, { as: 'seller2' })
      expect(other.status).toBe(404)
      const supplier = await post('/purchase/order/pay', { purchaseId: mine.id }, { as: 'supplier' })
      expect(supplier.status).toBe(403)
      expect((await detail(mine.id)).body.data.status).toBe('1')
    })

    it('bad input is a 400 in the caller’s language and pays nothing', async () => {
      const po = await raise('d-demo-supplier', 1000)
      const before = await ledgerOf(get, 'fa-demo')
      const en = await post('/purchase/order/pay', { purchaseId: po.id, version: -1 })
      expect(en.status).toBe(400)
      const zh = await post('/purchase/order/pay', { version: 1 }, { locale: 'zh-CN' })
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      expect(await ledgerOf(get, 'fa-demo')).toEqual(before)
    })
  })
})
