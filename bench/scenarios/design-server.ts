// Design work on the server (issue 17): the print file of a 4,000 × 4,000 px print area (≤ 2 s),
// drawn by the server's own render code in this process; and a batch of 100 designs × 10 models
// on PGlite through the API and the server's job worker (≤ 60 s), from start to the job's end.
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { builtInFont } from '../../server/modules/designs/fonts'
import { renderMockup, renderPrintFile } from '../../server/modules/designs/render'
import { BATCH_KIND, DESIGN_BATCH_PATHS } from '../../src/contract/design-batch'
import { type DesignSide, MM_PER_INCH, PRINT_DPI } from '../../src/contract/designs'
import { GOODS_PATHS } from '../../src/contract/goods'
import { JOB_PATHS, type JobView } from '../../src/contract/jobs'
import { MATERIAL_PATHS } from '../../src/contract/materials'
import { ORDER_SOURCES } from '../../src/contract/orders'
import { type BenchRow, row } from '../lib/result'
import { median } from '../lib/stats'

const common = { rotation: 0, flipX: false, flipY: false, locked: false, hidden: false }

/** A picture with detail (gradient, circles): compresses like a real design, not a flat block. */
const picture = (size: number, hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},70%,45%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${Array.from(
        { length: 12 },
        (_, i) =>
          `<circle cx="${((i * 37) % 100) * (size / 100)}" cy="${((i * 61) % 100) * (size / 100)}" r="${size / (6 + i)}" fill="hsl(${(hue + i * 29) % 360},80%,60%)" fill-opacity="0.6"/>`,
      ).join('')}</svg>`,
    ),
  )
    .png()
    .toBuffer()

export async function printFileScenario(runs: number): Promise<BenchRow[]> {
  const side = 4000
  const mm = (side / PRINT_DPI) * MM_PER_INCH
  const area = { id: 'bench', name: 'Front', width: mm, height: mm, x: 40, y: 40, zoom: 100 }
  const image = await picture(3000, 20)
  const design: DesignSide = {
    sideId: 'bench',
    elements: [
      {
        id: 'img',
        kind: 'image',
        materialId: 'm',
        pixelWidth: 3000,
        pixelHeight: 3000,
        x: 20,
        y: 20,
        width: mm - 40,
        height: mm - 40,
        ...common,
        rotation: 8,
      },
      {
        id: 'txt',
        kind: 'text',
        text: 'Print on demand\nbench',
        fontId: null,
        fontSize: 60,
        fill: '#1b4fd6',
        align: 'center',
        letterSpacing: 0,
        x: 30,
        y: mm - 110,
        width: mm - 60,
        height: 80,
        ...common,
      },
    ],
  }
  const inputs = {
    images: new Map([['m', { body: image, format: 'png' as const }]]),
    fonts: new Map([['', await builtInFont()]]),
  }
  const printTimes: number[] = []
  const printCpu: number[] = []
  const mockupTimes: number[] = []
  let size = ''
  for (let run = 0; run < runs; run++) {
    // CPU time of this process (every libvips thread) beside the wall time: on a shared machine
    // the wall time is mostly waiting for a core.
    const cpu = process.cpuUsage()
    const started = performance.now()
    const print = await renderPrintFile(design, area, inputs)
    printTimes.push(performance.now() - started)
    const used = process.cpuUsage(cpu)
    printCpu.push((used.user + used.system) / 1000)
    size = `${print.width} × ${print.height} px at ${print.dpi} DPI, ${(print.body.length / 2 ** 20).toFixed(1)} MiB PNG`
    const mockupStarted = performance.now()
    await renderMockup(print.body, area, '#FFFFFF', 'garment')
    mockupTimes.push(performance.now() - mockupStarted)
  }
  return [
    row(
      'design print file',
      'print file of a 4,000 × 4,000 px area',
      Math.round(median(printTimes)),
      'ms',
      { max: 2000 },
      `median of ${runs}; ${size}; picture 3,000 px rotated + 2 lines of text`,
    ),
    row('design print file', 'its mockup', Math.round(median(mockupTimes)), 'ms', undefined, `median of ${runs}`),
  ]
}

async function api<T>(baseUrl: string, token: string, path: string, body?: unknown, key?: string): Promise<T> {
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

export async function batchScenario(
  baseUrl: string,
  token: string,
  sizes: { designs: number; models: number; capSeconds: number },
): Promise<BenchRow[]> {
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
  const started = performance.now()
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
  const deadline = started + sizes.capSeconds * 1000
  while ((job.state === 'queued' || job.state === 'running') && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    job = await api<JobView>(baseUrl, token, `${JOB_PATHS.detail}?id=${job.id}`)
  }
  const seconds = (performance.now() - started) / 1000
  const finished = job.state === 'done'
  const pairs = sizes.designs * productIds.length
  const scenario = 'design batch (PGlite)'
  return [
    row(
      scenario,
      `${sizes.designs} designs × ${productIds.length} models${finished ? '' : ' (not finished)'}`,
      finished ? Math.round(seconds * 10) / 10 : null,
      's',
      { max: 60 },
      `${job.processed} of ${pairs} pairs in ${seconds.toFixed(0)} s (${(job.processed / seconds).toFixed(2)} pairs/s): ${job.counts.made ?? 0} made, ${job.counts.skipped ?? 0} skipped; state ${job.state}${job.error ? ` (${job.error})` : ''}`,
    ),
  ]
}
