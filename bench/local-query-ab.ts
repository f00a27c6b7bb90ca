// The local 50-row order page, two versions of the query module side by side in one page on one
// 100,000-order database (the local-query scenario's data: the bench server's orders copied under
// new ids with spread statuses and dates), called alternately, so both meet the same load. Each
// round asks every filter for pages 1–3 of each side; prints median/p95 per side, filter and page,
// and fails when the two sides' rows differ. Standalone, with the bench data, after `npm run build`:
//
//   OLD_QUERIES=/path/to/other/src/db/mirror/order-queries npx tsx bench/local-query-ab.ts [rounds=20]
//   (without OLD_QUERIES both sides are this copy's module: an A/A of the noise)
import { build } from 'esbuild'
import { launchChromium } from './lib/browser'
import { signIn, startServer } from './lib/server'

const [rounds = 20] = process.argv.slice(2).map(Number)
const oldQueries = process.env.OLD_QUERIES ?? './src/db/mirror/order-queries'

const entry = `
import { saleOrderListSchema } from './src/contract/orders'
import { mirrorOrderPage as newPage } from './src/db/mirror/order-queries'
import { AccountDb } from './src/db/schema'
import { mirrorOrderPage as oldPage } from '${oldQueries}'
const token = new URLSearchParams(location.search).get('token') ?? ''
const post = async (body) => {
  const r = await fetch('/dis/ts/ds/list/sale_order', { method: 'POST', headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return (await r.json()).data
}
const pct = (a, p) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] }
window.run = async (rows, rounds) => {
  const db = new AccountDb('query-ab-' + Date.now())
  await db.open()
  const sample = []
  for (let pageNo = 1; sample.length < 2000; pageNo++) { const p = await post({ pageNo, pageSize: 200, withExtras: true }); if (!p.list.length) break; sample.push(...p.list) }
  const statuses = ['1', '2', '3', '4', '5', '6'], day = 86400000, now = Date.now()
  for (let start = 0; start < rows; start += 5000) {
    const chunk = []
    for (let i = start; i < Math.min(rows, start + 5000); i++) {
      const base = sample[i % sample.length], createdAt = new Date(now - ((i * 7919) % (90 * day))).toISOString()
      chunk.push({ ...base, id: base.id + '-x' + i, status: statuses[i % 6], createdAt, updatedAt: createdAt })
    }
    await db.orders.bulkPut(chunk)
  }
  const name = sample[0]?.buyerName ?? 'a'
  const filters = [{ status: '2' }, { status: '4', channel: 'amazon' }, { channel: 'shopee' }, { keyword: name.slice(0, 4) }, { keyword: name.slice(0, 3) }]
  const times = {}
  const note = (key, ms) => (times[key] ??= []).push(ms)
  for (let round = 0; round < rounds; round++)
    for (const filter of filters)
      for (const pageNo of [1, 2, 3]) {
        const sides = round % 2 ? [['old', oldPage], ['new', newPage]] : [['new', newPage], ['old', oldPage]]
        const answers = {}
        for (const [side, page] of sides) {
          const request = saleOrderListSchema.parse({ pageNo, pageSize: 50, ...filter })
          const started = performance.now()
          const answer = await page(db, request)
          const ms = performance.now() - started
          answers[side] = answer.data.map((row) => row.id).join()
          for (const key of [side, side + ' ' + Object.keys(filter).join('+') + (filter.keyword ? ' ' + filter.keyword.length : ''), side + ' page ' + pageNo]) note(key, ms)
        }
        if (answers.old !== answers.new) throw new Error('the sides differ: ' + JSON.stringify({ filter, pageNo }))
      }
  db.close()
  await db.delete()
  return Object.entries(times).sort().map(([key, t]) => key.padEnd(28) + pct(t, 50).toFixed(1).padStart(6) + pct(t, 95).toFixed(1).padStart(7))
}
document.body.dataset.ready = 'true'
`

async function main() {
  const script = (
    await build({
      stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
    })
  ).outputFiles[0]?.text
  const server = await startServer({ dataDir: '.tmp/bench/pglite' })
  const browser = await launchChromium()
  try {
    const token = await signIn(server.baseUrl)
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.route(`${server.baseUrl}/dis/__bench/**`, (route) =>
      new URL(route.request().url()).pathname.endsWith('/ab.js')
        ? route.fulfill({ body: script, contentType: 'text/javascript' })
        : route.fulfill({
            body: '<!doctype html><body><script type="module" src="/dis/__bench/ab.js"></script>',
            contentType: 'text/html',
          }),
    )
    const page = await context.newPage()
    await page.goto(`${server.baseUrl}/dis/__bench/index.html?token=${encodeURIComponent(token)}`)
    await page.waitForFunction(() => document.body.dataset.ready === 'true')
    const lines = await page.evaluate(
      (r) => (window as unknown as { run: (rows: number, rounds: number) => Promise<string[]> }).run(100_000, r),
      rounds,
    )
    console.log(`${'side, filter / page'.padEnd(28)}   med    p95  (ms, ${rounds} rounds)`)
    for (const line of lines) console.log(line)
  } finally {
    await browser.close()
    await server.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
