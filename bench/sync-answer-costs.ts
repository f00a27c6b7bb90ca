// How much of the first sync's answer and of the server's CPU are the extras (issue 21: the first sync
// of 10,000 orders ≤ 1.2 s): the bench's 10,000-order delta fetched as the sync asks for it (pages of
// 500, oldest change first, one at a time), with and without `withExtras`, three rounds interleaved.
// Standalone, after `npm run build`, with the bench data:
//
//   npx tsx bench/sync-answer-costs.ts
import { performance } from 'node:perf_hooks'
import { cpuMsOf, signIn, startServer } from './lib/server'

const server = await startServer({ dataDir: '.tmp/bench/pglite' })
try {
  const token = await signIn(server.baseUrl)
  const post = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server.baseUrl}/dis/ts/ds/list/sale_order`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Encoding': 'br' },
      body: JSON.stringify(body),
    })
    const bytes = Number(response.headers.get('content-length') ?? 0)
    const text = await response.text()
    return { bytes: bytes || text.length, raw: text.length, text }
  }
  const since = (
    JSON.parse((await post({ pageNo: 50, pageSize: 200, sortField: 'updatedAt', sortOrder: 'descend' })).text) as {
      data: { list: { updatedAt: string }[] }
    }
  ).data.list.at(-1)?.updatedAt
  for (let round = 0; round < 3; round++) {
    for (const withExtras of [true, false]) {
      const cpu = cpuMsOf(server.pid)
      const started = performance.now()
      let raw = 0
      let parse = 0
      for (let pageNo = 1; pageNo <= 20; pageNo++) {
        const page = await post({
          pageNo,
          pageSize: 500,
          sortField: 'updatedAt',
          sortOrder: 'ascend',
          updatedSince: since,
          withExtras,
        })
        raw += page.raw
        const t = performance.now()
        JSON.parse(page.text)
        parse += performance.now() - t
      }
      console.log(
        `withExtras ${withExtras}: ${Math.round(performance.now() - started)} ms wall (one page at a time), server CPU ${Math.round(cpuMsOf(server.pid) - cpu)} ms, ${(raw / 1e6).toFixed(1)} MB JSON, JSON.parse ${Math.round(parse)} ms`,
      )
    }
  }
} finally {
  await server.stop()
}
