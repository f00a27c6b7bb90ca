// The demo orders are deterministic (tests rely on their counts) and a forced re-seed replaces
// them cleanly, shops and all, without touching other tenants' orders.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { DEMO_IDS } from '../../db/demo-data'
import { DEMO_ORDER_COUNT, DEMO2_ORDER_COUNT } from '../../db/demo-orders'
import { generateOrders } from '../../db/generate-orders'
import { seedDemo } from '../../db/seed'
import { describeApp } from '../../test/helper'
import { rowsOf, scalar } from '../../test/support'

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

  it('is data a seller would believe: a shop sells to its own market in its currency, one SKU per colour and size', async () => {
    // Shopee SG sells in Singapore for SGD, Shopee BR in Brazil for BRL, Lazada TH in Thailand for THB.
    const markets = await rowsOf<{ name: string; countries: string; currencies: string }>(
      get,
      sql`select s.name, string_agg(distinct o.country, ',') as countries, string_agg(distinct o.currency, ',') as currencies
        from sale_orders o join shops s on s.id = o.shop_id
        where o.did = 'd-demo' and s.name in ('Shopee 新加坡店 Shopee SG', 'Shopee 巴西店 Shopee BR', 'Lazada 泰国店 Lazada TH')
        group by s.name order by s.name`,
    )
    expect(markets).toEqual([
      { name: 'Lazada 泰国店 Lazada TH', countries: 'TH', currencies: 'THB' },
      { name: 'Shopee 巴西店 Shopee BR', countries: 'BR', currencies: 'BRL' },
      { name: 'Shopee 新加坡店 Shopee SG', countries: 'SG', currencies: 'SGD' },
    ])
    // Every line's SKU names its product, colour and size: no SKU stands for two specs.
    expect(
      await scalar(
        get,
        `select count(*) from (select sku from sale_order_lines where did = 'd-demo'
          group by sku having count(distinct (spec->>'color') || '/' || (spec->>'size')) > 1) x`,
      ),
    ).toBe(0)
    expect(
      await scalar(
        get,
        `select count(*) from (select product_id, sku from product_specs where did = 'd-demo'
          group by product_id, sku having count(*) > 1) x`,
      ),
    ).toBe(0)
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
