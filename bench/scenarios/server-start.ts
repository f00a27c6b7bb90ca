// Server start on an existing data folder (DESIGN.md §9: ≤ 1 s): spawn to first healthy answer.
import { type BenchRow, row } from '../lib/result'
import { startServer } from '../lib/server'
import { median, percentile, repeat } from '../lib/stats'

export async function serverStartScenario(target: { dataDir?: string; databaseUrl?: string }, runs: number) {
  const times = await repeat(runs, async () => {
    const server = await startServer(target)
    await server.stop()
    return server.startMs
  })
  const where = target.databaseUrl ? 'PostgreSQL' : 'PGlite data folder'
  const rows: BenchRow[] = [
    row('server start', `existing ${where}, median`, median(times), 'ms', { max: 1000 }, `${runs} runs`),
    row('server start', `existing ${where}, p95`, percentile(times, 95), 'ms'),
  ]
  return rows
}
