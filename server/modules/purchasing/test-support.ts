// Shared by the purchasing tests: call helpers, fresh purchase orders raised through the cart
// from demo orders waiting to ship (each used once per file), and a second supplier tenant.
import { sql } from 'drizzle-orm'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import type { PurchaseCreateResult, PurchaseOrderDetail } from '../../../src/contract/purchasing'
import { DEMO_PASSWORD } from '../../db/demo-data'
import { accounts, distributorPartners, distributors, roles } from '../../db/schema'
import { hashPassword } from '../../lib/password-hash'
import type { TestApp } from '../../test/helper'
import { newKey, rowsOf } from '../../test/support'
import { supplierPermissions } from '../auth/public'

export type Who = 'seller' | 'supplier' | 'factory' | 'supplier2' | 'seller2' | 'staff' | 'finance'

export function purchaseCalls(get: () => TestApp) {
  const post = async <T = PurchaseOrderDetail>(
    path: string,
    body: unknown,
    options: { as?: Who; key?: string | null; locale?: 'en' | 'zh-CN' } = {},
  ) => {
    const headers: Record<string, string> = {}
    if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey('po')
    return get().call<T>('POST', path, {
      token: await get().login(options.as ?? 'seller'),
      body,
      headers,
      locale: options.locale ?? 'en',
    })
  }
  const detail = async (id: string, as: Who = 'seller') =>
    get().call<PurchaseOrderDetail>('GET', `/purchase/order/detail/${id}`, {
      token: await get().login(as),
      locale: 'en',
    })

  const used = new Set<string>()
  /** Lines of a demo order waiting to ship that no purchase order or cart holds yet. */
  async function freshLines(n = 1): Promise<{ orderId: string; lineId: string }[]> {
    const rows = await rowsOf<{ order_id: string; id: string }>(
      get,
      sql.raw(`select l.order_id, l.id from sale_order_lines l join sale_orders o on o.id = l.order_id
        where o.did = 'd-demo' and o.status = '2' and o.deleted_at is null
          and not exists (select 1 from purchase_order_lines p where p.sale_line_id = l.id)
          and not exists (select 1 from purchase_cart_items c where c.sale_line_id = l.id)
        order by l.id limit ${n + used.size + 50}`),
    )
    const picked = rows.filter((row) => !used.has(row.order_id)).slice(0, n)
    if (picked.length < n) throw new Error('not enough fresh demo lines')
    for (const row of picked) used.add(row.order_id)
    return picked.map((row) => ({ orderId: row.order_id, lineId: row.id }))
  }

  /** Raises one purchase order (through the cart) to a supplier and answers it. */
  async function raise(supplierId = 'd-demo-supplier', unitPrice = 1000): Promise<PurchaseOrderDetail> {
    const [line] = await freshLines(1)
    const cart = await post<{ id: string; saleLineId: string }[]>('/purchase/cart/add', {
      items: [{ saleOrderId: line!.orderId, saleLineId: line!.lineId, supplierId, quantity: 1, unitPrice }],
    })
    if (cart.status !== 200) throw new Error(`cart add failed: ${JSON.stringify(cart.body)}`)
    const item = cart.body.data.find((entry) => entry.saleLineId === line!.lineId)!
    const created = await post<PurchaseCreateResult>('/purchase/order/create', {
      mode: 'merged',
      cartItemIds: [item.id],
    })
    if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`)
    return created.body.data.orders[0]!
  }

  /** Raises a purchase order and moves it to a status through the real calls. */
  async function inStatus(status: string, supplierId = 'd-demo-supplier'): Promise<PurchaseOrderDetail> {
    const as: Who = supplierId === 'd-demo-factory' ? 'factory' : 'supplier'
    let po = await raise(supplierId)
    const step = async (path: string, body: Record<string, unknown>, who: Who) => {
      const answer = await post(path, { purchaseId: po.id, ...body }, { as: who })
      if (answer.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(answer.body)}`)
      po = answer.body.data
    }
    if (status === '1') return po
    if (status === '8' || status === '5') {
      await step(
        status === '8' ? '/purchase/order/cancel' : '/purchase/order/reject',
        { reason: 'test' },
        status === '8' ? 'seller' : as,
      )
      return po
    }
    await step('/purchase/order/pay', {}, 'seller')
    if (status === '2') return po
    if (status === '7' || status === '6') {
      // Reject failed: the paying account is gone, so the refund cannot be made.
      if (status === '6') {
        await get().db.execute(sql.raw(`update purchase_orders set paid_account_id = null where id = '${po.id}'`))
      }
      await step('/purchase/order/reject', { reason: 'test' }, as)
      return po
    }
    await step('/purchase/order/accept', {}, as)
    if (status === '3') return po
    await step('/purchase/order/ship', { expressCode: 'SF', logisticsNo: `SF${Date.now()}` }, as)
    return po
  }

  return { post, detail, freshLines, raise, inStatus }
}

/** A second supplier bound to the demo distributor, signing in as `supplier2`. */
export async function addSecondSupplier(get: () => TestApp) {
  const db = get().db
  const id = 'd-test-supplier2'
  await db.insert(distributors).values({ id, type: ACCOUNT_TYPE.supplier, name: 'Second Supplier' })
  await db
    .insert(roles)
    .values({ id: 'r-test-supplier2', did: id, name: 'Supplier', permissions: supplierPermissions() })
  await db.insert(accounts).values({
    id,
    did: id,
    username: 'supplier2',
    name: 'Second Supplier',
    type: ACCOUNT_TYPE.supplier,
    roleId: 'r-test-supplier2',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  })
  await db
    .insert(distributorPartners)
    .values({ distributorId: 'd-demo', partnerId: id, partnerType: ACCOUNT_TYPE.supplier })
  return id
}

/** Balance and sum of flows of a finance account. */
export async function ledgerOf(get: () => TestApp, accountId: string) {
  const [row] = await rowsOf<{ balance: string; flows: string; negative: string }>(
    get,
    sql.raw(`select a.balance, coalesce((select sum(amount) from finance_flows f where f.account_id = a.id), 0) as flows,
      (select count(*) from finance_flows f where f.account_id = a.id and f.balance_after < 0) as negative
      from finance_accounts a where a.id = '${accountId}'`),
  )
  return { balance: Number(row!.balance), flows: Number(row!.flows), negative: Number(row!.negative) }
}
