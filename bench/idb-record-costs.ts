// What a mirror sync's IndexedDB write costs, by the shape of what is written (issue 21: the first
// sync of 10,000 orders ≤ 1.2 s). The bench data's 10,000 orders (with extras, through the built
// server, as the sync gets them) are written in a worker into raw IndexedDB stores: one record an
// order with no index, with the creation index, with the 3 filter keys, with every key the app
// writes (schema 7), through the app's own Dexie write (its middleware and change tracking), and
// packed 50 orders a record. Each shape is written `runs` times, interleaved;
// the browser's CPU (all its processes, /proc) is the steady figure on a loaded machine. Standalone:
//
//   npx tsx bench/idb-record-costs.ts [runs=3]        (after `npm run build`, with the bench data)
import { build } from 'esbuild'
import { launchChromium } from './lib/browser'
import { signIn, startServer } from './lib/server'
import { median } from './lib/stats'
import { descendantCpu } from './lib/tree-cpu'

const [runs = 3] = process.argv.slice(2).map(Number)
const ORDERS = 10_000
const SHAPE_NAMES: string[] = [
  'one record an order, no index',
  'one record an order, creation index',
  '+ 3 filter keys',
  '+ every key (the app, schema 7)',
  'the app: Dexie bulkAdd, its middleware',
  'blocks of 50 orders, no index',
  'blocks of 50, id key an order',
  'blocks of 50, id + 3 filter keys an order',
  'blocks of 50, id + every key an order',
  'blocks of 50, id an order + groups a block',
  'proto blocks, keywords',
  'proto blocks, no keywords',
  'proto blocks clustered, keywords',
  'proto blocks clustered, no keywords',
]

async function main() {
  const worker = (
    await build({
      entryPoints: ['bench/page/idb-costs-worker.ts'],
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
    })
  ).outputFiles[0]?.text
  const server = await startServer({ dataDir: '.tmp/bench/pglite' })
  const browser = await launchChromium()
  try {
    const token = await signIn(server.baseUrl)
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.route(`${server.baseUrl}/dis/__bench/**`, (route) =>
      new URL(route.request().url()).pathname.endsWith('/worker.js')
        ? route.fulfill({ body: worker, contentType: 'text/javascript' })
        : route.fulfill({ body: '<!doctype html><title>idb costs</title>', contentType: 'text/html' }),
    )
    const page = await context.newPage()
    await page.goto(`${server.baseUrl}/dis/__bench/index.html`)
    await page.evaluate(() => {
      const worker = new Worker('/dis/__bench/worker.js', { type: 'module' })
      ;(window as unknown as { ask: (m: unknown) => Promise<unknown> }).ask = (message) =>
        new Promise((resolve, reject) => {
          worker.onmessage = (event) => resolve(event.data)
          worker.onerror = (event) => reject(new Error(event.message))
          worker.postMessage(message)
        })
    })
    const ask = async <T>(message: unknown) => {
      const answer = (await page.evaluate(
        (m) => (window as unknown as { ask: (m: unknown) => Promise<unknown> }).ask(m),
        message,
      )) as T & { error?: string }
      if (answer.error) throw new Error(answer.error)
      return answer as T
    }
    const loaded = await ask<{ rows: number; keys: number }>({ token, n: ORDERS })
    console.log(`${loaded.rows} orders, ${(loaded.keys / loaded.rows).toFixed(1)} keys an order (the app's index)`)
    if (process.env.READS) {
      const answer = await ask<unknown>({
        token,
        n: ORDERS,
        reads: Number(process.env.READS),
        clustered: process.env.CLUSTERED === '1',
        blockRows: Number(process.env.BLOCK_ROWS ?? 50),
        keywords: process.env.KEYWORDS !== '0',
      })
      console.log(JSON.stringify(answer, (_k, v) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v)))
      return
    }
    if (process.env.SHAPES) SHAPE_NAMES.splice(0, SHAPE_NAMES.length, ...process.env.SHAPES.split('|'))
    const figures = new Map<string, { ms: number[]; cpu: number[] }>()
    for (let run = 0; run < runs; run++) {
      for (const shape of SHAPE_NAMES) {
        const before = descendantCpu()
        const { ms } = await ask<{ ms: number }>({ token, n: ORDERS, shape })
        const cpu = descendantCpu().browserMs - before.browserMs
        const entry = figures.get(shape) ?? { ms: [], cpu: [] }
        entry.ms.push(ms)
        entry.cpu.push(cpu)
        figures.set(shape, entry)
      }
    }
    console.log(`\nshape (${loaded.rows} orders, ${runs} runs)`.padEnd(48), 'wall ms  browser CPU ms  CPU µs an order')
    for (const [shape, { ms, cpu }] of figures) {
      const perOrder = (median(cpu) * 1000) / loaded.rows
      console.log(
        shape.padEnd(47),
        String(Math.round(median(ms))).padStart(7),
        String(Math.round(median(cpu))).padStart(15),
        perOrder.toFixed(0).padStart(16),
      )
    }
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
