// Design work on the server (issue 17): the print file of a 4,000 × 4,000 px print area (≤ 2 s),
// drawn by the server's own render code in this process (the batch of 100 × 10 is design-batch.ts).
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { builtInFont } from '../../server/modules/designs/fonts'
import { renderMockup, renderPrintFile } from '../../server/modules/designs/render'
import { type DesignSide, MM_PER_INCH, PRINT_DPI } from '../../src/contract/designs'
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
