// The `design-batch` scenario (issue 17): 100 uploaded pictures (2,400 px) × the first 10 models
// with print areas, through `POST /design/batch/start` and the server's own job worker on PGlite,
// until the job is done (≤ 60 s): every pair's goods with their mockups drawn (the batch draws them
// in its steps; print files wait for production). In-process on a data folder of its own (the
// demo seed), so it needs neither the big bench data nor a build; the process's CPU time beside
// the wall time (on a shared machine the wall time is mostly waiting for a core), and the job's
// own phase times from its log lines ('design batch step'): reading and planning, mockups, rows.
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDatabase } from '../../server/db/open'
import { prepareDatabase } from '../../server/db/prepare'
import { rowsIn } from '../../server/db/rows'
import { seedDemo } from '../../server/db/seed'
import { storageFor } from '../../server/lib/file-storage'
import { ensurePrintFile } from '../../server/modules/designs/public'
import { BATCH_KIND, DESIGN_BATCH_PATHS } from '../../src/contract/design-batch'
import { GOODS_PATHS } from '../../src/contract/goods'
import { JOB_PATHS, type JobView } from '../../src/contract/jobs'
import { MATERIAL_PATHS } from '../../src/contract/materials'
import { ORDER_SOURCES } from '../../src/contract/orders'
import { mark, since } from '../lib/process-time'
import { type BenchRow, row } from '../lib/result'
import { picture } from './design-server'

const DATA_DIR = '.tmp/bench/design-batch'

async function api<T>(baseUrl: string, token: string, path: string, body?: unknown, key?: string): Promise<T> {
  // A kept-alive socket the server closes just as a poll reuses it fails the fetch ('fetch
  // failed'): reads are asked again; a start (keyed) would be too, answered by its key.
  for (let attempt = 1; ; attempt++) {
    try {
      return await call<T>(baseUrl, token, path, body, key)
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error
    }
  }
}

async function call<T>(baseUrl: string, token: string, path: string, body?: unknown, key?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/dis/ts${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer = (await response.json()) as { code: number; msg?: string; data: T }
  if (!response.ok || answer.code !== 0) throw new Error(`${path}: ${response.status} ${answer.msg ?? ''}`)
  return answer.data
}

/** Uploads `count` distinct pictures into the library (20 a request, the upload's limit). */
async function uploadPictures(baseUrl: string, token: string, count: number, size: number): Promise<string[]> {
  const ids: string[] = []
  for (let first = 0; first < count; first += 20) {
    const form = new FormData()
    form.append('type', 'pattern')
    for (let i = first; i < Math.min(count, first + 20); i++)
      form.append('file', new Blob([await picture(size, (i * 37) % 360)], { type: 'image/png' }), `bench-${i + 1}.png`)
    const response = await fetch(`${baseUrl}/dis/ts${MATERIAL_PATHS.save}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    const answer = (await response.json()) as { data: { ok: boolean; msg?: string; material?: { id: string } }[] }
    for (const item of answer.data ?? []) {
      if (!item.material) throw new Error(`upload refused: ${item.msg}`)
      ids.push(item.material.id)
    }
  }
  return ids
}

/** The job's log lines of one kind, parsed (pino writes one JSON object a line). */
function logLines(msg: string) {
  const lines: Record<string, unknown>[] = []
  let rest = ''
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const text = rest + String(chunk)
      const parts = text.split('\n')
      rest = parts.pop() ?? ''
      for (const part of parts) {
        if (!part.includes(msg)) continue
        try {
          lines.push(JSON.parse(part) as Record<string, unknown>)
        } catch {}
      }
      done()
    },
  })
  return { lines, stream }
}

export async function batchScenario(sizes: {
  designs: number
  models: number
  capSeconds: number
}): Promise<BenchRow[]> {
  rmSync(DATA_DIR, { recursive: true, force: true })
  const config = { ...loadConfig(), dataDir: DATA_DIR, databaseUrl: undefined, port: 0, marketplaceSandbox: false }
  const handle = await openDatabase(config)
  const log = logLines('design batch step')
  const app = await buildApp({
    db: handle.db,
    config,
    logger: { level: 'info', stream: log.stream },
    jobWorker: { idleMs: 20 },
  })
  try {
    await prepareDatabase(handle, app.log)
    await seedDemo(handle.db, { storage: storageFor(DATA_DIR) })
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    const login = (await (
      await fetch(`${baseUrl}/dis/ts/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'seller', password: 'demo1234' }),
      })
    ).json()) as { data: { token: string } }
    const token = login.data.token
    const materialIds = await uploadPictures(baseUrl, token, sizes.designs, 2400)
    const models = await api<{ list: { id: string; title: string; sideCount: number }[] }>(
      baseUrl,
      token,
      GOODS_PATHS.productList,
      { pageNo: 1, pageSize: 100, sortField: 'title', sortOrder: 'ascend' },
    )
    const productIds = models.list
      .filter((model) => model.sideCount > 0)
      .slice(0, sizes.models)
      .map((m) => m.id)
    const shops = await api<{ id: string }[]>(baseUrl, token, `/ds/${ORDER_SOURCES.shops}`, {})
    const began = mark()
    let job = await api<JobView>(
      baseUrl,
      token,
      DESIGN_BATCH_PATHS.start,
      {
        materialIds,
        productIds,
        shopId: shops[0]!.id,
        rule: { mode: 'fit', anchor: 'center', margin: 10, sides: 'first' },
        title: '{material} · {model}',
      },
      `bench-batch-${Date.now()}`,
    )
    if (job.kind !== BATCH_KIND) throw new Error(`unexpected job ${job.kind}`)
    const deadline = began.at + sizes.capSeconds * 1000
    while ((job.state === 'queued' || job.state === 'running') && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      job = await api<JobView>(baseUrl, token, `${JOB_PATHS.detail}?id=${job.id}`)
    }
    const whole = since(began)
    // Whatever follow-up job the batch queued (none: it draws its mockups itself) would count too.
    const [followUps] = rowsIn<{ count: number }>(
      await handle.db.execute(
        sql`select count(*)::int as count from jobs where kind = 'design.mockups' and payload->>'batchJobId' = ${job.id}`,
      ),
    )
    const mockupsDrawn = log.lines.reduce((total, line) => total + Number(line.mockupsDrawn ?? 0), 0)
    const finished = job.state === 'done' && followUps?.count === 0
    const pairs = sizes.designs * productIds.length
    const scenario = 'design batch (PGlite)'
    // The job's phases, summed over its steps (each step logs its own).
    const sum = (name: string, field = 'phases') =>
      log.lines.reduce((total, line) => total + Number((line[field] as Record<string, number>)?.[name] ?? 0), 0)
    const pending = log.lines.reduce((total, line) => total + Number(line.printFilesPending ?? 0), 0)
    const phases = ['read', 'mockups', 'rows']
      .map((name) => `${name} ${(sum(name) / 1000).toFixed(1)} s (CPU ${(sum(name, 'phasesCpu') / 1000).toFixed(1)} s)`)
      .join(', ')
    // One pending print file drawn as production's download draws it (with nothing else running).
    const [printKey] = rowsIn<{ key: string }>(
      await handle.db.execute(sql`select key from design_pending_prints order by key limit 1`),
    ).map((row) => row.key)
    const printStarted = mark()
    if (printKey) await ensurePrintFile(handle.db, storageFor(DATA_DIR), printKey)
    const print = since(printStarted)
    const load = `load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`
    const split = (time: ReturnType<typeof since>) =>
      `CPU ${(time.cpuMs / 1000).toFixed(1)} s, waiting for a core ${(time.waitMs / 1000).toFixed(1)} s`
    return [
      row(
        scenario,
        `${sizes.designs} designs × ${productIds.length} models: goods and every mockup${finished ? '' : ' (not finished)'}`,
        finished ? Math.round(whole.wallMs / 100) / 10 : null,
        's',
        { max: 60 },
        `${job.processed} of ${pairs} pairs: ${job.counts.made ?? 0} made, ${job.counts.skipped ?? 0} skipped, ${mockupsDrawn} mockups drawn, ${followUps?.count ?? 0} follow-up jobs; ${split(whole)}; ${load}`,
      ),
      // On a shared machine the wall time is mostly waiting for a core; the CPU the process spent is not.
      row(scenario, '… CPU time of the server process (user + system)', Math.round(whole.cpuMs / 100) / 10, 's'),
      row(
        scenario,
        '… the batch job: its phases, summed over its steps',
        null,
        '',
        undefined,
        `state ${job.state}${job.error ? ` (${job.error})` : ''}; ${phases}`,
      ),
      row(
        scenario,
        '… one print file drawn when production needs it (pending until then)',
        printKey ? Math.round(print.wallMs) : null,
        'ms',
        undefined,
        `${pending} print files recorded, drawn on download or production ticket; this one ${split(print)}`,
      ),
    ]
  } finally {
    await app.close()
    await handle.close()
  }
}
