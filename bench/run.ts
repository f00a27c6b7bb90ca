// `npm run bench`: builds the app, loads a fresh data folder with the generators' data, starts the
// built server, runs every scenario, prints one table and writes bench/results.json (issue 7).
// It reports; it never fails on a missed target.
//   --pg         also run the API scenarios and the server start on PostgreSQL (DATABASE_URL)
//   --quick      a fast check of the harness itself: small data, short runs (figures not comparable)
//   --no-build   use the existing dist/ and dist-server/
//   --only=a,b   run only these scenarios (bundle, lighthouse, first-visit, storefront, offline, local, api,
//                scaling, start, listing, listing-export, editor, editor-drag, print-file, design-batch);
//                local's parts alone: mirror-sync, local-query, outbox (enqueue and replay)
//   --runs=N     N browser runs for first-visit, lighthouse and offline instead of 3, 5 and 7 (mirror syncs: 1)
//   --keep-data  reuse the PGlite data folder of an earlier run when it is there (a single scenario,
//                run again and again, then costs seconds instead of the data's minutes)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { BENCH_PASSWORD, type BenchSizes, prepareBenchData } from './data'
import { launchChromium } from './lib/browser'
import { type BenchRow, printTable, skipped } from './lib/result'
import { type RunningServer, signIn, startServer } from './lib/server'
import { apiScenario } from './scenarios/api'
import { bundleScenario } from './scenarios/bundle'
import { batchScenario } from './scenarios/design-batch'
import { editorDragScenario, editorLoadScenario } from './scenarios/design-editor'
import { printFileScenario } from './scenarios/design-server'
import { firstVisitScenario } from './scenarios/first-visit'
import { lighthouseScenario } from './scenarios/lighthouse'
import { type ListingSizes, listingScenario } from './scenarios/listing'
import { listingExportScenario } from './scenarios/listing-export'
import { type LocalDataSizes, localDataScenario } from './scenarios/local-data'
import { offlineStartScenario } from './scenarios/offline-start'
import { scalingScenario } from './scenarios/scaling'
import { serverStartScenario } from './scenarios/server-start'
import { storefrontScenario } from './scenarios/storefront'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(`--${name}`)
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const wants = (scenario: string) => !only || only.includes(scenario)
const quick = flag('quick')

const SIZES: BenchSizes = {
  orders: quick ? 10_000 : 100_000,
  goods: quick ? 5_000 : 100_000,
  // The scaling tenants take most of the data time: only made when that scenario runs.
  scaling: !wants('scaling') ? [] : quick ? [2_000] : [10_000, 1_000_000],
}
const API_SECONDS = quick ? 3 : 30
// --runs=N: fewer browser runs for first-visit, Lighthouse and offline start (a shared, loaded
// machine); the figures then say how many runs they are the median of.
const runsArg = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length))
const runs = (normal: number) => (Number.isInteger(runsArg) && runsArg > 0 ? runsArg : normal)
const LIGHTHOUSE_RUNS = quick ? 1 : runs(5)
const START_RUNS = quick ? 2 : 5
const OFFLINE_START_RUNS = quick ? 2 : runs(7)
const FIRST_VISIT_RUNS = quick ? 1 : runs(3)
const STOREFRONT_RUNS = quick ? 1 : runs(3)
const LOCAL_DATA: LocalDataSizes = quick
  ? { mirrorRows: 2_000, localRows: 20_000, queryRuns: 5, enqueues: 50, replay: 100 }
  : { mirrorRows: 10_000, localRows: 100_000, queryRuns: 15, enqueues: 200, replay: 1_000, syncRuns: runs(1) }
const LISTING: ListingSizes = quick
  ? { perShop: 10, listings: 5_000, pageRequests: 20 }
  : { perShop: 200, listings: 100_000, pageRequests: 40 }
const DATA_DIR = '.tmp/bench/pglite'
/** The design scenarios need only the demo (its models, sides and pictures): a folder of their own. */
const DESIGN_DATA_DIR = '.tmp/bench/design'
const STOREFRONT_DATA_DIR = '.tmp/bench/storefront'
const DESIGN_SCENARIOS = ['editor', 'editor-drag']
const BATCH_SIZES = quick
  ? { designs: 10, models: 3, capSeconds: 300 }
  : {
      designs: Number(process.env.BENCH_BATCH_DESIGNS ?? 100),
      models: 10,
      capSeconds: Number(process.env.BENCH_BATCH_CAP_SECONDS ?? 1800),
    }

/** The local scenario's parts, each runnable alone with --only. */
const LOCAL_PARTS = ['mirror-sync', 'local-query', 'outbox'] as const

const rows: BenchRow[] = []
const timings: Record<string, Record<string, number>> = {}

async function scenario(name: string, work: () => Promise<BenchRow[]>) {
  if (!wants(name)) return
  const started = performance.now()
  console.log(`▶ ${name}`)
  try {
    rows.push(...(await work()))
  } catch (error) {
    rows.push(skipped(name, 'failed', error instanceof Error ? error.message : String(error)))
  }
  console.log(`  ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

function scalingTenants(scalingUsers: { orders: number; username: string }[]) {
  return [
    ...scalingUsers.map((u) => ({ ...u, password: BENCH_PASSWORD })),
    { orders: SIZES.orders, username: 'seller', password: 'demo1234' },
  ]
}

/** Written beside the data folder once it is complete: which sizes it holds (--keep-data). */
const DATA_STAMP = `${DATA_DIR}.json`

async function pgliteData() {
  const stamp = JSON.stringify(SIZES)
  if (flag('keep-data') && existsSync(DATA_STAMP) && readFileSync(DATA_STAMP, 'utf8') === stamp) {
    console.log(`▶ data: PGlite in ${DATA_DIR} (kept from an earlier run)`)
    return { timings: {}, scalingUsers: SIZES.scaling.map((orders) => ({ orders, username: `scale-${orders}` })) }
  }
  rmSync(DATA_STAMP, { force: true })
  rmSync(DATA_DIR, { recursive: true, force: true })
  mkdirSync(DATA_DIR, { recursive: true })
  console.log(`▶ data: PGlite in ${DATA_DIR}`)
  const prepared = await prepareBenchData({ dataDir: DATA_DIR }, SIZES)
  writeFileSync(DATA_STAMP, stamp)
  return prepared
}

async function onPglite() {
  const prepared = await pgliteData()
  timings.pglite = prepared.timings
  let server: RunningServer | null = await startServer({ dataDir: DATA_DIR })
  try {
    const token = await signIn(server.baseUrl)
    const baseUrl = server.baseUrl
    await scenario('bundle', () => bundleScenario(baseUrl, token))
    await scenario('lighthouse', () => lighthouseScenario(baseUrl, token, LIGHTHOUSE_RUNS))
    await scenario('first-visit', () => firstVisitScenario(baseUrl, FIRST_VISIT_RUNS))
    await scenario('offline', () => offlineStartScenario(baseUrl, token, OFFLINE_START_RUNS))
    // Before the API scenario: both change goods statuses, each on goods the other leaves alone.
    await scenario(LOCAL_PARTS.find(wants) ?? 'local', async () => {
      const browser = await launchChromium()
      try {
        // `local` runs every part; a part named alone runs by itself (an A/B of one figure).
        const parts = wants('local') ? undefined : LOCAL_PARTS.filter(wants)
        return await localDataScenario(browser, baseUrl, token, LOCAL_DATA, parts)
      } finally {
        await browser.close()
      }
    })
    await scenario('api', () => apiScenario(baseUrl, token, 'PGlite', API_SECONDS))
    await scenario('scaling', () => scalingScenario(baseUrl, scalingTenants(prepared.scalingUsers)))
  } finally {
    await server.stop()
    server = null
  }
  await scenario('start', () => serverStartScenario({ dataDir: DATA_DIR }, START_RUNS))
  // Its own server on the data folder, pointed at a sandbox marketplace answering in 20 ms.
  await scenario('listing', () => listingScenario(DATA_DIR, LISTING))
}

/**
 * The storefront reads the demo shop only: a data folder of its own with the demo seed (the
 * server's first start), not the big one — `--only=storefront` then starts in about a minute.
 */
async function onStorefront() {
  if (!wants('storefront')) return
  if (!flag('keep-data')) rmSync(STOREFRONT_DATA_DIR, { recursive: true, force: true })
  mkdirSync(STOREFRONT_DATA_DIR, { recursive: true })
  console.log(`▶ data: PGlite in ${STOREFRONT_DATA_DIR} (the demo, seeded by the server's first start)`)
  const server = await startServer({ dataDir: STOREFRONT_DATA_DIR, startTimeoutMs: 600_000 })
  try {
    await scenario('storefront', () => storefrontScenario(server.baseUrl, STOREFRONT_RUNS, LIGHTHOUSE_RUNS))
  } finally {
    await server.stop()
  }
}

async function onDesign() {
  // In this process, no server needed.
  await scenario('print-file', () => printFileScenario(quick ? 1 : 3))
  // In this process on a data folder of its own, through the server's routes and job worker.
  await scenario('design-batch', () => batchScenario(BATCH_SIZES))
  if (!DESIGN_SCENARIOS.some(wants)) return
  if (!flag('keep-data')) rmSync(DESIGN_DATA_DIR, { recursive: true, force: true })
  mkdirSync(DESIGN_DATA_DIR, { recursive: true })
  console.log(`▶ data: PGlite in ${DESIGN_DATA_DIR} (the demo, seeded by the server's first start)`)
  const server = await startServer({ dataDir: DESIGN_DATA_DIR })
  try {
    const token = await signIn(server.baseUrl)
    await scenario('editor', () => editorLoadScenario(server.baseUrl, token, LIGHTHOUSE_RUNS))
    await scenario('editor-drag', () => editorDragScenario(server.baseUrl, token))
  } finally {
    await server.stop()
  }
}

async function onPostgres() {
  const url = process.env.DATABASE_URL
  if (!url) {
    rows.push(skipped('API PostgreSQL', '--pg', 'DATABASE_URL is not set'))
    return
  }
  const name = `dc_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  const databaseUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString()
  try {
    console.log(`▶ data: PostgreSQL database ${name}`)
    const prepared = await prepareBenchData({ databaseUrl }, { ...SIZES, scaling: [] })
    timings.postgres = prepared.timings
    const server = await startServer({ databaseUrl })
    try {
      const token = await signIn(server.baseUrl)
      await scenario('api', () => apiScenario(server.baseUrl, token, 'PostgreSQL', API_SECONDS))
    } finally {
      await server.stop()
    }
    await scenario('start', () => serverStartScenario({ databaseUrl }, START_RUNS))
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.end()
  }
}

const started = performance.now()
if (!flag('no-build')) {
  console.log('▶ build')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// The scenarios on the big PGlite data folder (the listing export and the design scenarios bring
// their own data).
const PGLITE_SCENARIOS = [
  'bundle',
  'lighthouse',
  'first-visit',
  'offline',
  'local',
  ...LOCAL_PARTS,
  'api',
  'scaling',
  'start',
  'listing',
]
if (PGLITE_SCENARIOS.some(wants)) await onPglite()
await onStorefront()
await scenario('listing-export', () => listingExportScenario(quick ? 2_000 : 10_000))
await onDesign()
if (flag('pg')) await onPostgres()

printTable(rows)
const minutes = (performance.now() - started) / 60_000
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? '',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  load: os.loadavg().map((l) => Number(l.toFixed(2))),
}
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ date: new Date().toISOString(), args, quick, minutes: Number(minutes.toFixed(1)), machine, timings, rows }, null, 2)}\n`,
)
console.log(`bench/results.json written; ${minutes.toFixed(1)} min in all`)
