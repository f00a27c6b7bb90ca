// `npx tsx bench/listing/run.ts`: the listing figures of issue 16 on a fresh PGlite data folder —
// publish throughput against the sandbox marketplace answering every call in 20 ms (target ≥ 50
// listings/s), and the 50-row goods-per-channel page over 100,000 listings (p95 ≤ 50 ms at the
// API, one request at a time over HTTP). It reports and never fails; a loaded machine says so in
// the load average it prints beside the figures.
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { generateGoods } from '../../server/db/generate-goods'
import { openDatabase } from '../../server/db/open'
import { prepareDatabase } from '../../server/db/prepare'
import { seedDemo } from '../../server/db/seed'
import { storageFor } from '../../server/lib/file-storage'
import { startMarketplaceSandbox } from '../../server/marketplace-sandbox/server'

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback)
const PUBLISH = arg('publish', 300)
const LISTINGS = arg('listings', 100_000)
const DATA_DIR = '.tmp/bench-listing'
const SHOP = 'd-demo-shop-13' // the demo Shopify shop

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

async function main() {
  rmSync(DATA_DIR, { recursive: true, force: true })
  const sandbox = await startMarketplaceSandbox({ latencyMs: 20 })
  const config = { ...loadConfig(), dataDir: DATA_DIR, databaseUrl: undefined, sandboxUrl: sandbox.url, port: 0 }
  const handle = await openDatabase(config)
  const app = await buildApp({ db: handle.db, config, logger: false, jobWorker: { idleMs: 20, pauseMs: 0 } })
  await prepareDatabase(handle, app.log)
  await seedDemo(handle.db, { storage: storageFor(DATA_DIR) })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address() as { port: number }
  const base = `http://127.0.0.1:${address.port}/dis/ts`
  const signIn = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'seller', password: 'demo1234' }),
  })
  const token = ((await signIn.json()) as { data: { token: string } }).data.token
  const api = async <T>(path: string, body?: unknown, key?: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer = (await response.json()) as { code: number; msg: string; data: T }
    if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`)
    return answer.data
  }

  const started = performance.now()
  await generateGoods(handle.db, 'd-demo', LISTINGS)
  await handle.db.execute(sql`update goods set status = 'on_sale' where did = 'd-demo' and id like 'd-demo-g%'`)
  console.log(`data: ${LISTINGS} goods in ${Math.round(performance.now() - started)} ms`)

  // Publish throughput: one shop, its limit of two calls in flight, every call 20 ms at the sandbox.
  const [price] = rowsOf<{ id: string }>(
    await handle.db.execute(sql`select id from price_templates where did = 'd-demo' order by id limit 1`),
  )
  const template = await api<{ id: string }>('/platform/template/save', {
    channel: 'shopify',
    shopId: SHOP,
    name: 'Bench',
    categoryId: 'shopify-tees',
    attributes: { vendor: 'Bench', material: 'cotton' },
    titlePattern: '{model} {colour}',
    priceTemplateId: price!.id,
  })
  const goodsIds = rowsOf<{ id: string }>(
    await handle.db.execute(
      sql`select id from goods where did = 'd-demo' and id like 'd-demo-g%' order by id limit ${PUBLISH}`,
    ),
  ).map((row) => row.id)
  const t0 = performance.now()
  const answer = await api<{ jobs: { id: string }[] }>(
    '/platform/goods/publish',
    { channel: 'shopify', templateId: template.id, shopIds: [SHOP], goodsIds },
    `bench-${Date.now()}`,
  )
  let lastLog = 0
  for (;;) {
    const job = await api<{ state: string; processed: number; counts: unknown }>(`/jobs/detail?id=${answer.jobs[0]!.id}`)
    if (job.state === 'done' || job.state === 'failed') break
    if (performance.now() - lastLog > 3000) {
      lastLog = performance.now()
      console.log(Math.round(performance.now() - t0), job.state, job.processed, JSON.stringify(job.counts), sandbox.listings.all('shopify', 'd-demo-shopify-13').length, sandbox.requests.length)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const publishMs = performance.now() - t0
  const onChannel = sandbox.listings.all('shopify', 'd-demo-shopify-13').length

  // The goods-per-channel page over LISTINGS listings of one channel.
  await handle.db.execute(sql`
    insert into listings (id, did, goods_id, shop_id, channel, publish_state, sync_state, export_state)
    select 'bl-' || g.id, 'd-demo', g.id, 'd-demo-shop-14', 'custom',
           (array['published','failed','to_publish','delisted'])[1 + (abs(hashtext(g.id)) % 4)],
           (array['synced','not_synced'])[1 + (abs(hashtext(g.id)) % 2)], 'not_exported'
    from goods g where g.did = 'd-demo' and g.id like 'd-demo-g%'
    on conflict do nothing`)
  await handle.db.execute(sql`analyze listings`)
  const page = async (body: Record<string, unknown>) => {
    const times: number[] = []
    for (let i = 0; i < 45; i++) {
      const t = performance.now()
      await api('/platform/goods/list', { channel: 'custom', pageSize: 50, pageNo: 1 + (i % 20), ...body })
      times.push(performance.now() - t)
    }
    return times.slice(5)
  }
  const plain = await page({})
  const filtered = await page({ publishState: 'failed' })
  const { listListings } = await import('../../server/modules/listing/goods-list')
  const direct: number[] = []
  for (let i = 0; i < 25; i++) {
    const t = performance.now()
    await listListings(handle.db, 'd-demo', { channel: 'custom', pageSize: 50, pageNo: 1 + (i % 20) } as never)
    direct.push(performance.now() - t)
  }
  console.log('direct page ms', direct.map((v) => v.toFixed(1)).join(' '))
  const plan = await handle.db.execute(sql`explain analyze select l.* from listings l join goods g on g.id = l.goods_id join shops s on s.id = l.shop_id where l.did = 'd-demo' and l.channel = 'custom' order by l.created_at desc, l.id desc limit 50 offset 500`)
  console.log(rowsOf<Record<string, string>>(plan).map((r) => Object.values(r)[0]).join('\n'))

  console.table({
    'publish throughput (listings/s, 20 ms sandbox)': (PUBLISH / (publishMs / 1000)).toFixed(1),
    [`publish of ${PUBLISH}: ms`]: Math.round(publishMs),
    'products on the sandbox (exactly once)': onChannel,
    [`50-row page of ${LISTINGS} listings: median ms`]: percentile(plain, 50).toFixed(1),
    [`50-row page of ${LISTINGS} listings: p95 ms`]: percentile(plain, 95).toFixed(1),
    '… filtered by state: p95 ms': percentile(filtered, 95).toFixed(1),
    'load average (1 min) at the end': loadavg()[0]!.toFixed(2),
  })
  await app.close()
  await handle.close()
  await sandbox.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
