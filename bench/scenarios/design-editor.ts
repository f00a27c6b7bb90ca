// The design editor (issue 17): its own JavaScript (gzip) and time to interactive on Lighthouse's
// mobile preset (≤ 2 s), and frame times while a layer is dragged among 20 under 4× CPU
// throttling (Chromium's CDP Emulation.setCPUThrottlingRate; p95 ≤ 16.7 ms).
import type { BrowserContext, Page } from '@playwright/test'
import { launchChromium, tokenInitScript } from '../lib/browser'
import { type BenchRow, row } from '../lib/result'
import { median, percentile, repeat } from '../lib/stats'
import { distFile, gzipBytes } from './bundle'
import { audit } from './lighthouse'

const KiB = 1024
const LAYERS = 20

async function signedInContext(token: string, viewport = { width: 1440, height: 900 }) {
  const browser = await launchChromium()
  const context = await browser.newContext({ serviceWorkers: 'block', viewport })
  await context.addInitScript(tokenInitScript(token))
  return { browser, context }
}

/** Script files (in dist/) a page loads until `ready` says it is usable. */
async function scriptsUntil(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>) {
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const file = distFile(response.url())
    if (file && response.request().resourceType() === 'script') scripts.add(file)
  })
  await page.goto(url)
  await ready(page)
  await page.close()
  return scripts
}

const chooserReady = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Choose a product model' })
    .getByRole('button', { name: /^Choose / })
    .first()
    .waitFor({ timeout: 60_000 })

export async function editorLoadScenario(baseUrl: string, token: string, runs: number): Promise<BenchRow[]> {
  const { browser, context } = await signedInContext(token)
  let editor: Set<string>
  let workplace: Set<string>
  try {
    editor = await scriptsUntil(context, `${baseUrl}/dis/pcdiy/`, chooserReady)
    workplace = await scriptsUntil(context, `${baseUrl}/dis/dashboard/workplace`, (page) =>
      page.getByRole('heading').first().waitFor(),
    )
  } finally {
    await browser.close()
  }
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0)
  // The editor's own: what /dis/pcdiy/ loads that the console's workplace does not (konva,
  // react-konva, the editor's screens; the boot, router, Mantine and the API client are shared).
  const own = [...editor].filter((file) => !workplace.has(file))
  const results = await repeat(runs, () => audit(`${baseUrl}/dis/pcdiy/`, baseUrl, token))
  const pick = (key: 'tti' | 'score' | 'fcp' | 'tbt') =>
    median(results.map((r) => r[key]).filter((v) => Number.isFinite(v)))
  const problems = [...new Set(results.map((r) => r.problem).filter(Boolean))].join('; ')
  const scenario = 'design editor'
  return [
    row(
      scenario,
      "editor's own JS (gzip)",
      Math.round((sum(own) / KiB) * 10) / 10,
      'KiB',
      undefined,
      `${own.length} files`,
    ),
    row(
      scenario,
      'JS before the model chooser is usable (gzip)',
      Math.round((sum(editor) / KiB) * 10) / 10,
      'KiB',
      undefined,
      `${editor.size} files, 1440 px, service worker blocked`,
    ),
    row(
      scenario,
      'Lighthouse mobile: time to interactive',
      Math.round(pick('tti')),
      'ms',
      { max: 2000 },
      `/dis/pcdiy/ signed in, median of ${runs}${problems ? `; Lighthouse: ${problems}` : ''}`,
    ),
    row(
      scenario,
      'Lighthouse mobile: score / FCP / TBT',
      pick('score'),
      '',
      undefined,
      `FCP ${Math.round(pick('fcp'))} ms, TBT ${Math.round(pick('tbt'))} ms`,
    ),
  ]
}

/** The selection frame's box on screen: Konva's transformer draws in rgb(0, 161, 255). */
async function selectionBox(page: Page) {
  return page.evaluate(() => {
    let box: { left: number; top: number; right: number; bottom: number } | null = null
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('.konvajs-content canvas')) {
      const context = canvas.getContext('2d')
      if (!context || canvas.width === 0) continue
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      const rect = canvas.getBoundingClientRect()
      const ratio = canvas.width / rect.width
      for (let i = 0; i < data.length; i += 4) {
        if (data[i]! > 30 || data[i + 1]! < 140 || data[i + 1]! > 180 || data[i + 2]! < 230 || data[i + 3]! < 200)
          continue
        const x = rect.left + ((i / 4) % canvas.width) / ratio
        const y = rect.top + Math.floor(i / 4 / canvas.width) / ratio
        box = box
          ? {
              left: Math.min(box.left, x),
              top: Math.min(box.top, y),
              right: Math.max(box.right, x),
              bottom: Math.max(box.bottom, y),
            }
          : { left: x, top: y, right: x, bottom: y }
      }
    }
    return box
  })
}

export async function editorDragScenario(baseUrl: string, token: string): Promise<BenchRow[]> {
  const { browser, context } = await signedInContext(token)
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/dis/pcdiy/`)
    await chooserReady(page)
    const chooser = page.getByRole('dialog', { name: 'Choose a product model' })
    await chooser.getByLabel('Model').fill('Classic crew')
    await chooser.getByRole('button', { name: /Classic crew tee/ }).click()
    // 20 layers: one library picture and 19 texts, each placed in the middle of the print area.
    await page.getByRole('button', { name: 'Add image from library' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose a design' })
    await picker
      .getByRole('button', { name: /^Choose / })
      .first()
      .click()
    for (let i = 1; i < LAYERS; i++) await page.getByRole('button', { name: 'Add text' }).click()
    const layers = page.getByRole('button', { name: /^Select layer / })
    await layers.nth(LAYERS - 1).waitFor()
    const count = await layers.count()
    // Let pictures and fonts settle before measuring.
    await page.waitForTimeout(1500)
    const box = await selectionBox(page)
    if (!box) throw new Error('no selected layer found on the canvas')
    const x = (box.left + box.right) / 2
    const y = (box.top + box.bottom) / 2
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __stop: boolean }
      w.__frames = []
      w.__stop = false
      const loop = (time: number) => {
        w.__frames.push(time)
        if (!w.__stop) requestAnimationFrame(loop)
      }
      requestAnimationFrame(loop)
    })
    await page.mouse.move(x, y)
    await page.mouse.down()
    const steps = 120
    for (let i = 1; i <= steps; i++) await page.mouse.move(x + Math.sin(i / 10) * 120, y + (i % 40) * 2)
    await page.mouse.up()
    const frames = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __stop: boolean }
      w.__stop = true
      return w.__frames
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // The element moved: its X in the properties panel is no longer the centred one.
    const deltas = frames.slice(2).map((time, i) => time - frames[i + 1]!)
    const scenario = 'design editor drag'
    return [
      row(
        scenario,
        `frame time p95 (${count} layers, 4× CPU throttling)`,
        Math.round(percentile(deltas, 95) * 10) / 10,
        'ms',
        { max: 16.7 },
        `${deltas.length} frames over ${steps} pointer moves; median ${Math.round(median(deltas) * 10) / 10} ms, longest ${Math.round(Math.max(...deltas))} ms, ${deltas.filter((d) => d > 16.7 * 1.5).length} frames over 25 ms`,
      ),
    ]
  } finally {
    await browser.close()
  }
}
