// The demo orders are deterministic (tests rely on their counts) and a forced re-seed replaces
// them cleanly, shops and all, without touching other tenants' orders.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { DEMO_IDS } from '../../db/demo-data'
import { DEMO_ORDER_COUNT, DEMO2_ORDER_COUNT } from '../../db/demo-orders'
import { generateOrders } from '../../db/generate-orders'
import { seedDemo } from '../../db/seed'
import { describeApp } from '../../test/helper'
import { rowsOf, scalar } from './test-support'

describeApp('demo orders', (get) => {
  const fingerprint = async () =>
    rowsOf<{ n: number; total: string; lines: number; refunds: number; statuses: string }>(
      get,
      sql`select count(*)::int as n, sum(total_amount)::text as total,
        (select count(*)::int from sale_order_lines where did = 'd-demo') as lines,
        (select count(*)::int from sale_refunds where did = 'd-demo') as refunds,
        string_agg(status, '' order by id) as statuses
        from sale_orders where did = 'd-demo'`,
    )

  it('has every status, channel and refund status, and is the same after a forced re-seed', async () => {
    const before = await fingerprint()
    expect(before[0]!.n).toBe(DEMO_ORDER_COUNT)
    expect(await scalar(get, `select count(distinct status) from sale_orders where did = 'd-demo'`)).toBe(6)
    expect(await scalar(get, `select count(distinct channel) from sale_orders where did = 'd-demo'`)).toBe(9)
    expect(await scalar(get, `select count(distinct status) from sale_refunds where did = 'd-demo'`)).toBe(6)
    expect(
      await scalar(
        get,
        `select count(*) from sale_orders where status in ('3','4') and (tracking_no is null or express_code is null)`,
      ),
    ).toBe(0)
    expect(
      await scalar(
        get,
        `select count(*) from sale_orders where paid_at is not null and not exists (select 1 from sale_payments p where p.order_id = sale_orders.id)`,
      ),
    ).toBe(0)
    await seedDemo(get().db, { force: true })
    expect(await fingerprint()).toEqual(before)
    expect(await scalar(get, `select count(*) from sale_orders where did = '${DEMO_IDS.secondDistributor}'`)).toBe(
      DEMO2_ORDER_COUNT,
    )
  })

  it('generateOrders adds numbered orders after the existing ones', async () => {
    await generateOrders(get().db, DEMO_IDS.secondDistributor, 500)
    expect(await scalar(get, `select count(*) from sale_orders where did = '${DEMO_IDS.secondDistributor}'`)).toBe(
      DEMO2_ORDER_COUNT + 500,
    )
    expect(
      await scalar(
        get,
        `select count(*) from sale_orders where id = '${DEMO_IDS.secondDistributor}-o${DEMO2_ORDER_COUNT + 500}'`,
      ),
    ).toBe(1)
  })
})
