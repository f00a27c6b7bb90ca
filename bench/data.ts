// The bench data set (issue 7): the demo seed plus generated tenants, so the measured tenant is
// one among twenty. The bench tenant (the demo seller) holds 100,000 generated orders on top of
// its demo orders; the scaling tenants hold 10,000 and (with --full) 1,000,000.
import { performance } from 'node:perf_hooks'
import { count } from 'drizzle-orm'
import { withoutSecondaryIndexes } from '../server/db/bulk-load'
import { generateGoods } from '../server/db/generate-goods'
import { demoShopRows, generateOrders } from '../server/db/generate-orders'
import { openDatabase } from '../server/db/open'
import { prepareDatabase } from '../server/db/prepare'
import { accounts, distributors, roles, shops } from '../server/db/schema'
import { seedDemo } from '../server/db/seed'
import type { Database } from '../server/db/types'
import { vacuumAnalyze } from '../server/db/vacuum'
import { hashPassword } from '../server/lib/password-hash'
import { everyPermission } from '../server/modules/auth/role-presets'
import { ACCOUNT_TYPE } from '../src/contract/constants'
import { CHANNELS } from '../src/contract/dictionaries'

export const BENCH_PASSWORD = 'bench1234'
const TENANT_COUNT = 20
const OTHER_TENANT_ORDERS = 2_000
const ORDER_TABLES = [
  'sale_orders',
  'sale_order_lines',
  'sale_order_history',
  'sale_payments',
  'sale_refunds',
  'goods_comments',
]
const KEEP_INDEXES = ['sale_order_lines_order_idx']

export interface BenchSizes {
  orders: number
  goods: number
  /** Order counts of the scaling tenants, each signed in as `scale-<count>`. */
  scaling: number[]
}

export interface PreparedData {
  /** Seconds spent generating each part, for the report. */
  timings: Record<string, number>
  scalingUsers: { orders: number; username: string }[]
}

/** A tenant with an owner account (`username`, BENCH_PASSWORD) and one shop per channel. */
async function addTenant(db: Database, id: string, username: string, passwordHash: string, serial: number) {
  await db.insert(distributors).values({ id, type: ACCOUNT_TYPE.distributor, name: `Bench ${id}` })
  await db.insert(roles).values({ id: `${id}-owner`, did: id, name: 'Owner', permissions: everyPermission() })
  await db.insert(accounts).values({
    id,
    did: id,
    username,
    phone: `139${String(serial).padStart(8, '0')}`,
    name: `Bench ${id}`,
    type: ACCOUNT_TYPE.distributor,
    roleId: `${id}-owner`,
    passwordHash,
  })
  await db.insert(shops).values(
    demoShopRows(
      id,
      CHANNELS.map((channel) => [channel, `${channel} ${id}`]),
    ),
  )
}

async function timed<T>(timings: Record<string, number>, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  timings[label] = Math.round((performance.now() - started) / 100) / 10
  console.log(`  ${label}: ${timings[label]} s`)
  return result
}

export async function prepareBenchData(
  target: { dataDir: string } | { databaseUrl: string },
  sizes: BenchSizes,
): Promise<PreparedData> {
  const handle = await openDatabase({
    dataDir: 'dataDir' in target ? target.dataDir : '',
    databaseUrl: 'databaseUrl' in target ? target.databaseUrl : '',
  })
  const timings: Record<string, number> = {}
  const scalingUsers = sizes.scaling.map((orders) => ({ orders, username: `scale-${orders}` }))
  try {
    const { db } = handle
    await timed(timings, 'migrate + demo seed', async () => {
      await prepareDatabase(handle)
      await seedDemo(db)
    })
    const passwordHash = await hashPassword(BENCH_PASSWORD)
    const [existing] = await db.select({ n: count() }).from(distributors)
    const others = TENANT_COUNT - (existing?.n ?? 0) - scalingUsers.length
    // Every generated row goes in with the order tables' secondary indexes dropped; they are built
    // once at the end (the generator's own lookups go through primary keys and the lines' index).
    const { rebuildSeconds } = await withoutSecondaryIndexes(db, ORDER_TABLES, KEEP_INDEXES, async () => {
      await timed(timings, `${others} other tenants × ${OTHER_TENANT_ORDERS} orders`, async () => {
        for (let i = 1; i <= others; i++) {
          const id = `bench-t${String(i).padStart(2, '0')}`
          await addTenant(db, id, id, passwordHash, i)
          await generateOrders(db, id, OTHER_TENANT_ORDERS, { analyze: false })
        }
      })
      await timed(timings, `${sizes.orders} orders for the seller`, () =>
        generateOrders(db, 'd-demo', sizes.orders, { analyze: false }),
      )
      await timed(timings, `${sizes.goods} goods for the seller`, () => generateGoods(db, 'd-demo', sizes.goods))
      for (const [i, { orders, username }] of scalingUsers.entries()) {
        await timed(timings, `${orders} orders for ${username}`, async () => {
          await addTenant(db, `bench-${username}`, username, passwordHash, 100 + i)
          await generateOrders(db, `bench-${username}`, orders, { analyze: false })
        })
      }
    })
    timings['rebuild indexes'] = Math.round(rebuildSeconds * 10) / 10
    console.log(`  rebuild indexes: ${timings['rebuild indexes']} s`)
    // What autovacuum would soon do on PostgreSQL and the embedded server's hourly sweep does on
    // PGlite: the bulk-loaded rows become all-visible, so index-only pages stay in the index.
    await timed(timings, 'vacuum analyze', () => vacuumAnalyze(db))
  } finally {
    await handle.close()
  }
  return { timings, scalingUsers }
}
