// The device side of the offline path (DESIGN.md §9), run with the app's own modules in a page
// (bench/page/harness.ts): mirror sync of 10,000 orders into IndexedDB with the longest main-thread
// task, a 50-row filtered page from a 100,000-row local store, outbox enqueue, and the replay of
// 1,000 changes queued offline — checked on the server to have arrived exactly once.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { call, openHarness } from '../lib/harness'
import { type BenchRow, row } from '../lib/result'
import { median, percentile } from '../lib/stats'
import { descendantCpu } from '../lib/tree-cpu'
import type { BenchApi } from '../page/harness'

export interface LocalDataSizes {
  mirrorRows: number
  localRows: number
  queryRuns: number
  enqueues: number
  replay: number
  /** Syncs of `mirrorRows` (each into a fresh database); 1 when absent. */
  syncRuns?: number
}

async function api<T>(baseUrl: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/dis/ts${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = (await response.json()) as { code: number; msg: string; data: T }
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

interface Goods {
  id: string
  status: string
  version: number
}

/** Goods on sale from the end of the list (the API scenario takes those at its start). */
async function goodsOnSale(baseUrl: string, token: string, n: number): Promise<Goods[]> {
  const found: Goods[] = []
  for (let pageNo = 1; found.length < n; pageNo++) {
    const page = await api<{ list: Goods[] }>(baseUrl, token, '/ds/list/goods', {
      pageNo,
      pageSize: 200,
      status: 'on_sale',
      sortOrder: 'ascend',
    })
    if (page.list.length === 0) break
    found.push(...page.list)
  }
  if (found.length < n) throw new Error(`only ${found.length} goods on sale`)
  return found.slice(0, n)
}

/** Each goods once on the server: off shelf, its version exactly one above the queued base. */
async function arrivedOnce(baseUrl: string, token: string, goods: Goods[]): Promise<{ once: number; wrong: string[] }> {
  let once = 0
  const wrong: string[] = []
  for (let start = 0; start < goods.length; start += 20) {
    await Promise.all(
      goods.slice(start, start + 20).map(async (before) => {
        const now = await api<Goods>(baseUrl, token, `/goods/detail/${encodeURIComponent(before.id)}`)
        if (now.status === 'off_shelf' && now.version === before.version + 1) once++
        else wrong.push(`${before.id}: v${before.version}→v${now.version} ${now.status}`)
      }),
    )
  }
  return { once, wrong }
}

export async function localDataScenario(
  browser: Browser,
  baseUrl: string,
  token: string,
  sizes: LocalDataSizes,
  /** Which parts to run (all when absent). */
  parts?: readonly ('mirror-sync' | 'local-query' | 'outbox')[],
): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const runs = (part: 'mirror-sync' | 'local-query' | 'outbox') => !parts || parts.includes(part)
  const harness = await openHarness(browser, baseUrl, token)
  try {
    const { page, context } = harness
    if (runs('mirror-sync')) rows.push(...(await mirrorSyncRows(page, sizes)))
    if (runs('local-query')) rows.push(...(await localQueryRows(page, sizes)))
    if (runs('outbox')) rows.push(...(await outboxRows(page, context, baseUrl, token, sizes)))
  } finally {
    await harness.close()
  }
  return rows
}

async function mirrorSyncRows(page: Page, sizes: LocalDataSizes): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  // Each run into a fresh database; the figure is the median, the note lists every run.
  const syncs: Awaited<ReturnType<BenchApi['mirrorSync']>>[] = []
  // CPU of the browser and the server per sync (with its set-up: a cursor page, the worker's start):
  // on a loaded machine the wall time is mostly waiting for a core, the CPU much less so.
  const browserCpu: number[] = []
  const serverCpu: number[] = []
  for (let run = 0; run < (sizes.syncRuns ?? 1); run++) {
    const before = descendantCpu()
    syncs.push(await call(page, 'mirrorSync', sizes.mirrorRows))
    const after = descendantCpu()
    browserCpu.push(after.browserMs - before.browserMs)
    serverCpu.push(after.otherMs - before.otherMs)
  }
  const sync = syncs[0] as (typeof syncs)[number]
  rows.push(
    row(
      'mirror',
      `sync of ${sync.orders} orders: total`,
      Math.round(median(syncs.map((s) => s.ms))),
      'ms',
      { max: 1200 },
      `${sync.stored} stored; runs ${syncs.map((s) => Math.round(s.ms)).join(', ')}`,
    ),
    row(
      'mirror',
      'longest main-thread task during sync',
      Math.round(Math.max(...syncs.map((s) => s.longestTask))),
      'ms',
      { max: 50 },
      `${syncs.reduce((n, s) => n + s.longTasks, 0)} long tasks`,
    ),
    row(
      'mirror',
      'sync: CPU of the browser (all its processes)',
      Math.round(median(browserCpu)),
      'ms',
      undefined,
      `runs ${browserCpu.map(Math.round).join(', ')}; the server's ${serverCpu.map(Math.round).join(', ')} ms`,
    ),
  )
  return rows
}

async function localQueryRows(page: Page, sizes: LocalDataSizes): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const query = await call(page, 'localQuery', sizes.localRows, sizes.queryRuns)
  const perFilter = Object.entries(query.byFilter)
    .map(([filter, times]) => `${filter} ${median(times).toFixed(0)}/${percentile(times, 95).toFixed(0)}`)
    .join(', ')
  rows.push(
    row('local query', `50-row page of ${query.stored} local orders: median`, Math.round(median(query.times)), 'ms'),
    row('local query', '50-row page, p95', Number(percentile(query.times, 95).toFixed(1)), 'ms', { max: 5 }, perFilter),
  )
  return rows
}

async function outboxRows(
  page: Page,
  context: BrowserContext,
  baseUrl: string,
  token: string,
  sizes: LocalDataSizes,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const enqueueTimes = await call(page, 'enqueueTimes', sizes.enqueues)
  rows.push(
    row(
      'outbox',
      `enqueue (committed) p95 of ${sizes.enqueues}`,
      Number(percentile(enqueueTimes, 95).toFixed(1)),
      'ms',
      { max: 5 },
      `median ${median(enqueueTimes).toFixed(1)} ms`,
    ),
  )

  const goods = await goodsOnSale(baseUrl, token, sizes.replay)
  await context.setOffline(true)
  const queued = await call(page, 'queueOffline', goods, 'off_shelf')
  if (queued.queued !== goods.length || queued.stopped !== 'offline')
    throw new Error(`queued ${queued.queued} of ${goods.length}, drain stopped: ${queued.stopped}`)
  await context.setOffline(false)
  // The CPU the browser and the server spent on the replay: on a loaded machine the wall time is
  // mostly waiting for a core, so these say where a replayed change's cost lies.
  const cpuBefore = descendantCpu()
  const replay = await call(page, 'replay')
  const cpuAfter = descendantCpu()
  const browserCpu = Math.round(cpuAfter.browserMs - cpuBefore.browserMs)
  const serverCpu = Math.round(cpuAfter.otherMs - cpuBefore.otherMs)
  const check = await arrivedOnce(baseUrl, token, goods)
  const note = `${replay.done} done, ${replay.left.length} left; on the server ${check.once}/${goods.length} changed exactly once${check.wrong.length ? `; wrong: ${check.wrong.slice(0, 3).join('; ')}` : ''}`
  rows.push(
    row(
      'outbox',
      `replay of ${goods.length} queued changes: total`,
      Math.round(replay.ms),
      'ms',
      { max: 10_000 },
      note,
    ),
    row('outbox', 'changes arrived exactly once', check.once, 'of', { min: goods.length }),
    row(
      'outbox',
      'replay: CPU of the server',
      serverCpu,
      'ms',
      undefined,
      `the browser's (all its processes) ${browserCpu} ms; ${(serverCpu / goods.length).toFixed(2)} ms of server CPU a change`,
    ),
  )
  return rows
}
