// `npx tsx bench/lantern-breakdown.ts <origin> [path] [--signed-in]`: why Lighthouse's simulated
// phone gives a page the time to interactive it does. Lighthouse's TTI (simulated throttling) is
// Lantern's estimate: max(LCP, the end of the last task longer than 50 ms), simulated on the page's
// dependency graph twice — every request and task (pessimistic) and only scripts, important
// requests and tasks over 20 ms (optimistic) — and weighted 0.45 / 0.55. This prints both
// simulated timelines (requests with their size, tasks of ≥ 30 ms with the scripts they ran) so the
// request or task that sets the figure can be named (issue 17: the editor's TTI). Needs a built app
// served at <origin> (`npm start`, or `node dist-server/main.js`).
//
// `--shrink=boot-:33,session-:10`: a what-if on the same run — the requests whose address contains
// each text made that many KiB smaller in the DevTools log (their tasks stay as observed), and LCP
// and TTI simulated again.
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { signIn } from './lib/server'
import { runLighthouse } from './scenarios/lighthouse'

/** Simulated work shorter than this is left out of the timelines (the 50 ms cut is Lantern's). */
const SHOWN_TASK_MS = 30

interface Timing {
  startTime: number
  endTime: number
  duration: number
}
interface GraphNode {
  type: 'cpu' | 'network'
  duration: number
  childEvents?: { args?: { data?: { url?: string; stackTrace?: { url?: string }[] } } }[]
  request?: { url: string; resourceType?: string; transferSize?: number }
}
interface Estimate {
  timeInMs: number
  nodeTimings: Map<GraphNode, Timing>
}

const args = process.argv.slice(2)
const [origin, pathname = '/dis/pcdiy/'] = args.filter((arg) => !arg.startsWith('--'))
if (!origin) throw new Error('usage: bench/lantern-breakdown.ts <origin> [path] [--signed-in]')
const token = args.includes('--signed-in') ? await signIn(origin) : null
const { lhr, artifacts } = await runLighthouse(`${origin}${pathname}`, origin, token)

const short = (url: string) =>
  url
    .replace(origin, '')
    .replace(/^\/dis\/assets\//, '')
    .replace(/^data:.*/, 'data: URL')

function line(node: GraphNode, timing: Timing): string | null {
  if (node.type === 'cpu') {
    if (timing.duration < SHOWN_TASK_MS) return null
    const urls = new Set<string>()
    for (const event of node.childEvents ?? []) {
      const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url
      if (url) urls.add(short(url))
    }
    const long = timing.duration > 50 ? ' LONG' : ''
    return `task ${Math.round(timing.duration)} ms${long} (observed ${Math.round(node.duration / 1000)}) ${[...urls].slice(0, 4).join(' ')}`
  }
  const request = node.request
  if (!request) return null
  const kib = Math.round(((request.transferSize ?? 0) / 1024) * 10) / 10
  return `${request.resourceType ?? 'request'} ${kib} KiB ${short(request.url)}`
}

function print(label: string, estimate: Estimate): void {
  console.log(`\n${label}: ${Math.round(estimate.timeInMs)} ms`)
  const rows = [...estimate.nodeTimings.entries()]
    .map(([node, timing]) => ({ timing, text: line(node, timing) }))
    .filter((row): row is { timing: Timing; text: string } => row.text !== null)
    .sort((a, b) => a.timing.startTime - b.timing.startTime)
  for (const { timing, text } of rows) {
    console.log(
      `${String(Math.round(timing.startTime)).padStart(6)} – ${String(Math.round(timing.endTime)).padStart(6)}  ${text}`,
    )
  }
}

const figure = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)
console.log(
  `${lhr.finalDisplayedUrl}: TTI ${figure('interactive')} ms, LCP ${figure('largest-contentful-paint')} ms, FCP ${figure('first-contentful-paint')} ms, TBT ${figure('total-blocking-time')} ms`,
)
type LogEvent = {
  method: string
  params?: { requestId?: string; request?: { url: string }; encodedDataLength?: number }
}

/** Lantern's inputs from this run, with the DevTools log given. */
const inputs = (devtoolsLog: unknown) =>
  ({
    trace: artifacts.Trace,
    devtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }) as never
const fresh = () => ({ computedCache: new Map() }) as never

const interactive = (await LanternInteractive.request(inputs(artifacts.DevtoolsLog), fresh())) as unknown as {
  optimisticEstimate: Estimate
  pessimisticEstimate: Estimate
}
print('pessimistic (every request and task)', interactive.pessimisticEstimate)
print('optimistic (scripts, important requests, tasks over 20 ms)', interactive.optimisticEstimate)

/** The DevTools log with the matching requests `KiB` smaller (never below 300 bytes). */
function shrunk(log: LogEvent[], shrink: [string, number][]): LogEvent[] {
  const copy = structuredClone(log)
  const urls = new Map<string, string>()
  for (const event of copy) {
    if (event.method === 'Network.requestWillBeSent' && event.params?.requestId && event.params.request) {
      urls.set(event.params.requestId, event.params.request.url)
    }
  }
  for (const event of copy) {
    const url = urls.get(event.params?.requestId ?? '')
    const kib = url ? shrink.find(([text]) => url.includes(text))?.[1] : undefined
    if (kib === undefined || !event.params) continue
    if (event.method === 'Network.loadingFinished') {
      event.params.encodedDataLength = Math.max(300, (event.params.encodedDataLength ?? 0) - kib * 1024)
    }
    // Lantern sums these when there is no final length; the final one above is what it reads.
    if (event.method === 'Network.dataReceived') event.params.encodedDataLength = 0
  }
  return copy
}

const shrinkArg = args.find((arg) => arg.startsWith('--shrink='))
if (shrinkArg) {
  const shrink = shrinkArg
    .slice('--shrink='.length)
    .split(',')
    .map((pair): [string, number] => {
      const at = pair.lastIndexOf(':')
      return [pair.slice(0, at), Number(pair.slice(at + 1))]
    })
  const log = shrunk(artifacts.DevtoolsLog as unknown as LogEvent[], shrink)
  const lcp = (await LanternLargestContentfulPaint.request(inputs(log), fresh())) as unknown as { timing: number }
  const tti = (await LanternInteractive.request(inputs(log), fresh())) as unknown as {
    timing: number
    optimisticEstimate: Estimate
    pessimisticEstimate: Estimate
  }
  console.log(
    `\nwhat-if ${shrink.map(([text, kib]) => `${text} −${kib} KiB`).join(', ')}: LCP ${Math.round(lcp.timing)} ms, TTI ${Math.round(tti.timing)} ms (optimistic ${Math.round(tti.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tti.pessimisticEstimate.timeInMs)})`,
  )
}
