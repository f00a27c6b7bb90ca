// Times the report queries on an embedded database with the demo data plus 100,000 generated
// orders: `npx tsx scripts/bench-reports.ts [count]`. Prints the median and worst of 20 runs each.

import { generateOrders } from '../server/db/generate-orders'
import { openPgliteInMemory } from '../server/db/open-pglite'
import { prepareDatabase } from '../server/db/prepare'
import { seedDemo } from '../server/db/seed'
import { saleStatistics } from '../server/modules/orders/statistics'
import { goodsCloud } from '../server/modules/reports/goods-cloud'
import { monthBar } from '../server/modules/reports/month-bar'
import { paymentSummary } from '../server/modules/reports/payment-summary'
import { orderStatusCount } from '../server/modules/reports/status-count'
import { workplaceSummary } from '../server/modules/reports/workplace-summary'

const count = Number(process.argv[2] ?? 100_000)
const handle = await openPgliteInMemory()
await prepareDatabase(handle)
await seedDemo(handle.db)
const started = performance.now()
await generateOrders(handle.db, 'd-demo', count)
console.log(`generated ${count} orders in ${Math.round(performance.now() - started)} ms`)
const db = handle.db
const day = (offset: number) => {
  const date = new Date(Date.now() - offset * 86_400_000)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

const cases: [string, () => Promise<unknown>][] = [
  ['workplace_summary', () => workplaceSummary(db, 'd-demo', { orders: true, refunds: true })],
  ['sale_order_status_count (no filter)', () => orderStatusCount(db, 'd-demo', {})],
  [
    'sale_order_status_count (channel + 30 days)',
    () => orderStatusCount(db, 'd-demo', { channel: 'ozon', createdFrom: day(30) }),
  ],
  ['month-bar (12 months)', () => monthBar(db, 'd-demo', 12)],
  ['analysis_goods_cloud (90 days)', () => goodsCloud(db, 'd-demo', { days: 90, limit: 60 })],
  ['sale_statistics (30 days)', () => saleStatistics(db, 'd-demo', day(29), day(0))],
  ['sale_payment_summary (no filter)', () => paymentSummary(db, 'd-demo', {})],
]
for (const [name, run] of cases) {
  const times: number[] = []
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now()
    await run()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  console.log(`${name.padEnd(46)} median ${times[10]!.toFixed(1)} ms  worst ${times.at(-1)!.toFixed(1)} ms`)
}
await handle.close()
