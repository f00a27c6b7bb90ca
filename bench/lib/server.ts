// Starts the built server (dist-server/main.js) as a child process on a free port, and stops it.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { performance } from 'node:perf_hooks'

export interface RunningServer {
  baseUrl: string
  /** The server process, for its CPU time (cpuMsOf). */
  pid: number
  /** Milliseconds from spawning the process to the first healthy answer. */
  startMs: number
  stop(): Promise<void>
}

/** On a shared machine each engineer has a port range: BENCH_PORTS=18400-18499 keeps the bench inside it. */
const RANGE = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/)
let nextInRange = RANGE ? Number(RANGE[1]) : 0

function listens(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A port nobody listens on: any (the system's choice), or the next free one of BENCH_PORTS. */
export async function freePort(): Promise<number> {
  if (!RANGE) return await listens(0)
  for (; nextInRange <= Number(RANGE[2]); nextInRange++) {
    const port = await listens(nextInRange).catch(() => null)
    if (port) {
      nextInRange++
      return port
    }
  }
  throw new Error(`no free port left in BENCH_PORTS=${process.env.BENCH_PORTS}`)
}

async function waitHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/dis/ts/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`)
}

export async function startServer(env: {
  dataDir?: string
  databaseUrl?: string
  /** More environment for this server (e.g. MARKETPLACE_SANDBOX_URL). */
  env?: Record<string, string>
  /** How long the start may take: a first start on an empty folder seeds the demo (minutes under load). */
  startTimeoutMs?: number
}): Promise<RunningServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir ?? '',
      DATABASE_URL: env.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ...env.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    // A first start seeds the demo: minutes on a loaded machine (BENCH_SERVER_START_SECONDS).
    await waitHealthy(
      baseUrl,
      child,
      env.startTimeoutMs ?? Number(process.env.BENCH_SERVER_START_SECONDS ?? 120) * 1000,
    )
  } catch (error) {
    // Not left running (and seeding) after the bench has given up on it.
    child.kill('SIGTERM')
    throw error
  }
  const startMs = performance.now() - started
  return {
    baseUrl,
    pid: child.pid ?? 0,
    startMs,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. On a
 * shared machine the server's CPU per unit of work is steadier than its wall time.
 */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return (ticks * 1000) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
}
/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS = 100

/** Signs in through the API and returns the bearer token. */
export async function signIn(baseUrl: string, username = 'seller', password = 'demo1234'): Promise<string> {
  const response = await fetch(`${baseUrl}/dis/ts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  })
  const body = (await response.json()) as { code: number; data?: { token?: string } }
  if (!body.data?.token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`)
  return body.data.token
}
