// Publishing with the real server as its own process (the built `dist-server/main.js`, as `npm
// start` runs it) against a sandbox marketplace that outlives it (MARKETPLACE_SANDBOX_URL):
// - killed with SIGKILL in the middle of a publish job and started again, the job resumes and every
//   listing is on the channel exactly once (the seller SKU is the listing id: a create whose answer
//   died with the process is found on the retry, not made twice);
// - a 429 storm: the job waits as long as each Retry-After says before calling the shop again,
//   and still finishes with every goods published once.
// The data folder is the seeded test template (global-setup.ts) restored to disk, so the server
// starts without seeding the demo; `npm test` builds before the unit tests run.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type { JobView } from '../../../src/contract/jobs'
import type { ListingRow, ListingTemplateRow } from '../../../src/contract/listing'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { TEMPLATE } from '../generation/test-support'

const SERVER = path.resolve('dist-server/main.js')
const SHOP = 'd-demo-shop-13' // the demo Shopify shop
const SELLER = 'd-demo-shopify-13'

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The seeded template database as a data folder of its own. */
async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dc-publish-process-'))
  const dump = await readFile(inject('pgliteTemplate'))
  const db = await PGlite.create(path.join(dir, 'db'), { loadDataDir: new Blob([dump]) })
  await db.close()
  return dir
}

class ServerProcess {
  private child: ChildProcess | null = null
  log = ''
  constructor(
    readonly port: number,
    readonly dataDir: string,
    readonly sandboxUrl: string,
  ) {}
  get base() {
    return `http://127.0.0.1:${this.port}/dis/ts`
  }
  async start() {
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(this.dataDir, 'db'),
        DATABASE_URL: '',
        MARKETPLACE_SANDBOX_URL: this.sandboxUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()))
    this.child = child
    // Ready when /health answers; a server that exits instead stops the wait (and says why below).
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) return
        const ready = await fetch(`${this.base}/health`).then(
          (answer) => answer.ok,
          () => false, // not listening yet
        )
        if (!ready) throw new Error(`server did not start: ${this.log.slice(-2000)}`)
      },
      { timeout: 120_000, interval: 100 },
    )
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${this.log.slice(-2000)}`)
  }
  /** SIGKILL: no clean shutdown, as a crash or a pulled plug. */
  async kill() {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
}

type Api = <T>(path: string, body?: unknown, key?: string) => Promise<T>

async function signIn(server: ServerProcess): Promise<Api> {
  const answer = await fetch(`${server.base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'seller', password: 'demo1234' }),
  })
  const token = ((await answer.json()) as { data: { token: string } }).data.token
  return async <T>(route: string, body?: unknown, key?: string) => {
    const response = await fetch(`${server.base}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await response.json()) as { code: number; msg: string; data: T }
    if (envelope.code !== 0) throw new Error(`${route}: ${envelope.msg}`)
    return envelope.data
  }
}

function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 120_000) {
  return vi.waitFor(
    async () => {
      const value = await read()
      if (!done(value)) throw new Error(`${what}: still ${JSON.stringify(value)}`)
      return value
    },
    { timeout: ms, interval: 50 },
  )
}

/** A Shopify template and `count` goods on sale this test has not listed yet. */
async function prepare(api: Api, name: string, count: number, skip: Set<string>) {
  const price = await api<{ id: string }>('/price/template/save', { ...TEMPLATE, name }, `price-${name}`)
  const template = await api<ListingTemplateRow>(
    '/platform/template/save',
    {
      channel: 'shopify',
      shopId: SHOP,
      name,
      categoryId: 'shopify-tees',
      attributes: { vendor: 'Demo Studio', material: 'cotton' },
      titlePattern: '{design} {model}',
      priceTemplateId: price.id,
    },
    `template-${name}`,
  )
  const candidates = await api<{ list: { id: string }[] }>('/platform/goods/candidates', { pageNo: 1, pageSize: 100 })
  const goodsIds = candidates.list
    .map((row) => row.id)
    .filter((id) => !skip.has(id))
    .slice(0, count)
  for (const id of goodsIds) skip.add(id)
  return { templateId: template.id, goodsIds }
}

const listingsOf = async (api: Api, goodsIds: string[]) => {
  const page = await api<{ list: ListingRow[] }>('/platform/goods/list', {
    channel: 'shopify',
    shopId: SHOP,
    pageNo: 1,
    pageSize: 100,
  })
  return page.list.filter((row) => goodsIds.includes(row.goodsId))
}

describe.runIf(existsSync(SERVER))('publishing with the server as its own process', () => {
  let sandbox: MarketplaceSandbox
  let server: ServerProcess
  let dir: string
  const used = new Set<string>()
  beforeAll(async () => {
    // Every listing call takes 100 ms at the marketplace, so a job of 24 is still running when killed.
    sandbox = await startMarketplaceSandbox({ latencyMs: 100 })
    dir = await dataFolder()
    server = new ServerProcess(await freePort(), dir, sandbox.url)
    await server.start()
  }, 180_000)
  afterEach(() => sandbox.setListingFault(SELLER, null))
  afterAll(async () => {
    await server?.kill()
    await sandbox?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('killed with SIGKILL mid-job and started again: every listing on the channel exactly once', async () => {
    let api = await signIn(server)
    const { templateId, goodsIds } = await prepare(api, 'Crash', 24, used)
    expect(goodsIds).toHaveLength(24)
    const answer = await api<{ jobs: JobView[] }>(
      '/platform/goods/publish',
      { channel: 'shopify', templateId, shopIds: [SHOP], goodsIds },
      'publish-crash',
    )
    const [job] = answer.jobs
    const ids = new Set((await listingsOf(api, goodsIds)).map((row) => row.id))
    const ours = () => sandbox.listings.all('shopify', SELLER).filter((product) => ids.has(product.sellerSku))
    // Killed once some products are on the channel and before the job is through.
    await until(
      'products on the channel',
      async () => ours().length,
      (count) => count >= 6,
    )
    await server.kill()
    const atKill = ours().length
    expect(atKill).toBeLessThan(24)

    await server.start()
    api = await signIn(server)
    // Within a minute: the shop's call slots the killed process held are freed at start-up, not
    // after their two-minute expiry.
    const done = await until(
      'the publish job',
      () => api<JobView>(`/jobs/detail?id=${job!.id}`),
      (view) => view.state === 'done' || view.state === 'failed',
      60_000,
    )
    expect(done.state).toBe('done')
    const rows = await listingsOf(api, goodsIds)
    expect(rows.map((row) => row.publishState)).toEqual(Array(24).fill('published'))
    // Exactly once on the channel: one product per listing (seller SKU), none without a listing.
    const products = ours()
    expect(products).toHaveLength(24)
    expect(new Set(products.map((product) => product.sellerSku)).size).toBe(24)
    const byId = new Map(products.map((product) => [product.sellerSku, product.id]))
    for (const row of rows) expect(row.channelProductId).toBe(byId.get(row.id))
  }, 300_000)

  it('a 429 storm: each Retry-After is waited out before the shop is called again, and the job finishes', async () => {
    const api = await signIn(server)
    const { templateId, goodsIds } = await prepare(api, 'Storm', 6, used)
    sandbox.setListingFault(SELLER, 'storm') // the next six calls answer 429 with Retry-After: 1
    const from = sandbox.requests.length
    const started = Date.now()
    const answer = await api<{ jobs: JobView[] }>(
      '/platform/goods/publish',
      { channel: 'shopify', templateId, shopIds: [SHOP], goodsIds },
      'publish-storm',
    )
    const done = await until(
      'the publish job',
      () => api<JobView>(`/jobs/detail?id=${answer.jobs[0]!.id}`),
      (view) => view.state === 'done' || view.state === 'failed',
    )
    expect(done.state).toBe('done')
    const calls = sandbox.requests.slice(from).filter((request) => request.path.startsWith('/shopify/'))
    expect(calls.length).toBeGreaterThanOrEqual(6 + goodsIds.length)
    // The first six calls were answered 429 (after the sandbox's 100 ms). A call sent while one of
    // them was under way may leave at once (two in flight per shop); once its answer came, the shop
    // is not called again before its Retry-After second has passed.
    for (const limited of calls.slice(0, 6)) {
      const answered = limited.at + 100
      const early = calls.filter((call) => call.at > answered + 50 && call.at < limited.at + 1000)
      expect(early).toEqual([])
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000)
    const rows = await listingsOf(api, goodsIds)
    expect(rows.map((row) => row.publishState)).toEqual(Array(6).fill('published'))
    const ids = new Set(rows.map((row) => row.id))
    expect(sandbox.listings.all('shopify', SELLER).filter((product) => ids.has(product.sellerSku))).toHaveLength(6)
  }, 300_000)
})
