// API throughput and latency with autocannon: 10 connections, signed in, against the bench tenant
// (DESIGN.md §9): an order by id, a 50-row order page with a filter, and (once goods exist) a
// goods status change with an idempotency key.
import autocannon, { type Request as CannonRequest } from 'autocannon'
import { type BenchRow, row, skipped } from '../lib/result'

export interface ApiTargets {
  byId: { rps: number; p99: number }
  page: { rps: number; p99: number }
}

export const API_TARGETS: Record<'PGlite' | 'PostgreSQL', ApiTargets> = {
  PGlite: { byId: { rps: 1200, p99: 25 }, page: { rps: 600, p99: 40 } },
  PostgreSQL: { byId: { rps: 3000, p99: 10 }, page: { rps: 1500, p99: 20 } },
}

interface Listed {
  code: number
  data: { list: { id: string }[] }
}

async function post<T>(baseUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/dis/ts${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as T
}

/** Ids spread over the whole set: pages from across the list, not just the newest rows. */
export async function sampleOrderIds(baseUrl: string, token: string): Promise<string[]> {
  const ids: string[] = []
  for (const pageNo of [1, 50, 200, 800, 1500]) {
    const page = await post<Listed>(baseUrl, token, '/ds/list/sale_order', { pageNo, pageSize: 100 })
    ids.push(...(page.data?.list ?? []).map((order) => order.id))
  }
  if (ids.length === 0) throw new Error('no orders to sample')
  return ids
}

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }

async function load(baseUrl: string, token: string, seconds: number, next: (i: number) => Request) {
  let i = 0
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: seconds,
    requests: [
      {
        setupRequest: (request: CannonRequest): CannonRequest => {
          const made = next(i++)
          return { ...request, ...made, headers: { ...made.headers, authorization: `Bearer ${token}` } }
        },
      },
    ],
  })
  const failed = result.non2xx + result.errors + result.timeouts
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    note: failed > 0 ? `${failed} failed of ${result.requests.total}` : `${result.requests.total} requests`,
  }
}

export async function apiScenario(
  baseUrl: string,
  token: string,
  database: 'PGlite' | 'PostgreSQL',
  seconds: number,
): Promise<BenchRow[]> {
  const ids = await sampleOrderIds(baseUrl, token)
  const targets = API_TARGETS[database]
  const byId = await load(baseUrl, token, seconds, (i) => ({
    method: 'GET',
    path: `/dis/ts/sale/order/detail/${encodeURIComponent(ids[i % ids.length]!)}`,
    headers: {},
  }))
  const page = await load(baseUrl, token, seconds, (i) => ({
    method: 'POST',
    path: '/dis/ts/ds/list/sale_order',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      pageNo: 1 + (i % 40),
      pageSize: 50,
      status: '3',
      sortField: 'createdAt',
      sortOrder: 'descend',
    }),
  }))
  const scenario = `API ${database}`
  return [
    row(scenario, 'order by id', byId.rps, 'req/s', { min: targets.byId.rps }, byId.note),
    row(scenario, 'order by id p99', byId.p99, 'ms', { max: targets.byId.p99 }),
    row(scenario, '50-row order page (status filter)', page.rps, 'req/s', { min: targets.page.rps }, page.note),
    row(scenario, '50-row order page p99', page.p99, 'ms', { max: targets.page.p99 }),
    ...(await goodsStatusRows(baseUrl, token, seconds, scenario)),
  ]
}

/**
 * Goods status changes, each with its own Idempotency-Key: request k takes goods k mod n off the
 * shelf in even rounds and puts it back on sale in odd ones, so every change is an allowed one.
 */
async function goodsStatusRows(baseUrl: string, token: string, seconds: number, scenario: string): Promise<BenchRow[]> {
  const ids: string[] = []
  for (let pageNo = 1; pageNo <= 30 && ids.length < 3000; pageNo++) {
    const page = await post<Listed>(baseUrl, token, '/ds/list/goods', { pageNo, pageSize: 100, status: 'on_sale' })
    ids.push(...(page.data?.list ?? []).map((goods) => goods.id))
  }
  if (ids.length < 100) return [skipped(scenario, 'goods status change', `only ${ids.length} goods on sale`)]
  const result = await load(baseUrl, token, seconds, (k) => ({
    method: 'POST',
    path: '/dis/ts/goods/status',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${Date.now()}-${k}` },
    body: JSON.stringify({
      id: ids[k % ids.length],
      status: Math.floor(k / ids.length) % 2 === 0 ? 'off_shelf' : 'on_sale',
    }),
  }))
  return [
    row(scenario, 'goods status change (Idempotency-Key)', result.rps, 'req/s', undefined, result.note),
    row(scenario, 'goods status change p99', result.p99, 'ms'),
  ]
}
