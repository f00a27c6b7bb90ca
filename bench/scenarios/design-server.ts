// Design work on the server (issue 17): the print file of a 4,000 × 4,000 px print area (≤ 2 s),
// drawn by the server's own render code in this process (the batch of 100 × 10 is design-batch.ts).
import { loadavg } from 'node:os'
import sharp from 'sharp'
import { builtInFont } from '../../server/modules/designs/fonts'
import { renderMockup, renderPrintFile } from '../../server/modules/designs/render'
import { type DesignSide, MM_PER_INCH, PRINT_DPI } from '../../src/contract/designs'
import { mark, since } from '../lib/process-time'
import { type BenchRow, row } from '../lib/result'
import { median } from '../lib/stats'

const common = { rotation: 0, flipX: false, flipY: false, locked: false, hidden: false }

/** A picture with detail (gradient, circles): compresses like a real design, not a flat block. */
export const picture = (size: number, hue: number) =>
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
  const print: ReturnType<typeof since>[] = []
  const mockup: ReturnType<typeof since>[] = []
  let size = ''
  for (let run = 0; run < runs; run++) {
    // CPU time of this process (every libvips thread) and the time it waited for a core, beside
    // the wall time: on a shared machine the wall time is mostly that wait.
    const printStarted = mark()
    const file = await renderPrintFile(design, area, inputs)
    print.push(since(printStarted))
    size = `${file.width} × ${file.height} px at ${file.dpi} DPI, ${(file.body.length / 2 ** 20).toFixed(1)} MiB PNG`
    // The mockup as the server draws it: from the picture and text at the mockup's size.
    const mockupStarted = mark()
    await renderMockup(design, area, inputs, { side: area, color: '#FFFFFF', shape: 'garment' })
    mockup.push(since(mockupStarted))
  }
  const of = (times: ReturnType<typeof since>[], field: 'wallMs' | 'cpuMs' | 'waitMs') =>
    Math.round(median(times.map((time) => time[field])))
  const split = (times: ReturnType<typeof since>[]) =>
    `CPU ${of(times, 'cpuMs')} ms, waiting for a core ${of(times, 'waitMs')} ms (medians of ${runs}; load ${loadavg()[0]!.toFixed(1)})`
  return [
    row(
      'design print file',
      'print file of a 4,000 × 4,000 px area',
      of(print, 'wallMs'),
      'ms',
      { max: 2000 },
      `median of ${runs}; ${size}; picture 3,000 px rotated + 2 lines of text; ${split(print)}`,
    ),
    row('design print file', '… its CPU time (the process, every thread)', of(print, 'cpuMs'), 'ms'),
    row('design print file', 'its mockup (from the picture)', of(mockup, 'wallMs'), 'ms', undefined, split(mockup)),
  ]
}
