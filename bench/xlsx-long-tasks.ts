// The XLSX export on a phone-speed main thread: builds an order-like export of N rows (12 columns)
// with the app's own toXlsx (src/lib/export/table-export.ts, bundled by esbuild) in Chromium with
// the CPU slowed down, and reports the long tasks (> 50 ms) seen while it runs. Standalone, not a
// scenario of `npm run bench`:
//
//   npx tsx bench/xlsx-long-tasks.ts [rows=5000] [cpu slowdown=4] [runs=3]
//   EXPORT_MODULE=/path/to/old/table-export npx tsx bench/xlsx-long-tasks.ts   # the same on another copy
import { build } from 'esbuild'
import { launchChromium } from './lib/browser'

const [rows = 5_000, slowdown = 4, runs = 3] = process.argv.slice(2).map(Number)

// EXPORT_MODULE: another copy of table-export.ts to compare with (e.g. the previous version's).
const exportModule = process.env.EXPORT_MODULE ?? './src/lib/export/table-export'

const entry = `
import { toXlsx } from '${exportModule}'
const columns = [
  ['Order no.', (r) => r.no], ['Channel order', (r) => r.channelNo], ['Shop', (r) => r.shop],
  ['Status', (r) => r.status], ['Buyer', (r) => r.buyer], ['Country', (r) => r.country],
  ['Items', (r) => r.items], ['Total', (r) => r.total], ['Currency', (r) => r.currency],
  ['Tracking', (r) => r.tracking], ['Created', (r) => r.created], ['Paid', (r) => r.paid],
].map(([header, value]) => ({ header, value }))
window.runExport = async (n) => {
  const data = Array.from({ length: n }, (_, i) => ({
    no: 'SO' + String(100000 + i), channelNo: '2611' + String(i * 7919).padStart(10, '0'),
    shop: 'Shopee SG 店铺 ' + (i % 7), status: 'Waiting to ship', buyer: 'Buyer ' + i + ' 李明',
    country: 'SG', items: (i % 4) + 1, total: (i * 37) / 100, currency: 'SGD',
    tracking: 'YT' + String(i).padStart(12, '0'), created: '2026/11/24 08:05', paid: '2026/11/24 08:07',
  }))
  const started = performance.now()
  const buffer = await toXlsx(data, columns, 'Orders')
  return { ms: performance.now() - started, bytes: buffer.byteLength }
}
`

const bundled = await build({
  stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
  bundle: true,
  format: 'iife',
  write: false,
  target: 'es2022',
})
const script = bundled.outputFiles[0]!.text

const browser = await launchChromium()
try {
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await page.setContent('<!doctype html><title>xlsx</title>')
    await page.addScriptTag({ content: script })
    const result = await page.evaluate(async (n) => {
      const tasks: number[] = []
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration)
      })
      observer.observe({ type: 'longtask' })
      const run = (window as unknown as { runExport: (n: number) => Promise<{ ms: number; bytes: number }> }).runExport
      // Started from a task of the page's own (as a click is): work inside the evaluate call itself
      // is not reported as a long task.
      const answer = await new Promise<{ ms: number; bytes: number }>((resolve, reject) =>
        setTimeout(() => run(n).then(resolve, reject), 0),
      )
      // Long-task entries arrive after their task: one more task lets the last one in.
      await new Promise((resolve) => setTimeout(resolve, 100))
      observer.disconnect()
      return { ...answer, tasks }
    }, rows)
    const longest = Math.max(0, ...result.tasks)
    console.log(
      `run ${run}: ${rows} rows, CPU ×${slowdown}: ${result.ms.toFixed(0)} ms, ${(result.bytes / 1024).toFixed(0)} KiB; ` +
        `long tasks ${result.tasks.length}, longest ${longest.toFixed(0)} ms, sum ${result.tasks.reduce((a, b) => a + b, 0).toFixed(0)} ms`,
    )
    await page.close()
  }
} finally {
  await browser.close()
}
