// Scaling: the 50-row order page with a filter for tenants holding 10,000, 100,000 and (with
// --full) 1,000,000 orders, one request at a time — how its time grows with the data.
import { performance } from 'node:perf_hooks'
import { type BenchRow, row } from '../lib/result'
import { signIn } from '../lib/server'
import { median, percentile } from '../lib/stats'

const REQUESTS = 40

async function pageTimes(baseUrl: string, token: string): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    const response = await fetch(`${baseUrl}/dis/ts/ds/list/sale_order`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageNo: 1 + (i % 20), pageSize: 50, status: '3' }),
    })
    const body = (await response.json()) as { code: number }
    if (body.code !== 0) throw new Error(`order page failed: ${JSON.stringify(body)}`)
    times.push(performance.now() - started)
  }
  return times.slice(5) // the first requests warm caches
}

export async function scalingScenario(
  baseUrl: string,
  tenants: { orders: number; username: string; password: string }[],
): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const tenant of [...tenants].sort((a, b) => a.orders - b.orders)) {
    const token = await signIn(baseUrl, tenant.username, tenant.password)
    const times = await pageTimes(baseUrl, token)
    const label = tenant.orders.toLocaleString('en')
    rows.push(
      row('scaling', `50-row page at ${label} orders, median`, median(times), 'ms'),
      row('scaling', `50-row page at ${label} orders, p95`, percentile(times, 95), 'ms'),
    )
  }
  return rows
}
