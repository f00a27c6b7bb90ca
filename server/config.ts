// Server settings, read once from the environment. Every variable the server understands is
// listed here with its default and why it exists (the README's table is written from this file).
import path from 'node:path'

export interface AppConfig {
  /** PORT (default 8080): TCP port to listen on. */
  port: number
  /** HOST (default 127.0.0.1): address to bind; use 0.0.0.0 to accept other machines (e.g. in a container). */
  host: string
  /**
   * DATA_DIR (default ./data): folder of the embedded PGlite database (created if missing).
   * Uploaded files (materials, thumbnails, fonts) live in its `files` subfolder — also when
   * DATABASE_URL is set (server/modules/materials/file-storage.ts; an object store can replace it).
   */
  dataDir: string
  /**
   * DATABASE_URL (default unset): a postgres:// connection string. When set, the server uses
   * PostgreSQL through `pg` instead of the embedded database and never seeds demo data by itself
   * (run `npm run db:seed` for that).
   */
  databaseUrl: string | undefined
  /** STATIC_DIR (default ./dist): the built app, served under /dis/. */
  staticDir: string
  /** LOG_LEVEL (default info): fatal, error, warn, info, debug, trace or silent. */
  logLevel: string
  /**
   * SMS_SENDER (default log): how SMS codes leave the server. `log` writes
   * "SMS code for <phone>: <code>" to the server log at info level — the only sender built in;
   * a real gateway plugs in behind the SmsSender interface (server/modules/auth/sms-sender.ts).
   */
  smsSender: 'log'
  /**
   * TRUST_PROXY (default unset = off): set when a reverse proxy or load balancer sits in front, so
   * the client address (rate limits) and protocol come from X-Forwarded-* headers. `true` trusts
   * every hop, a number trusts that many hops, anything else is a comma-separated list of
   * trusted proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string
  /**
   * MARKETPLACE_SANDBOX (default `on` with the embedded database, `off` with DATABASE_URL): start
   * the built-in sandbox marketplace (server/marketplace-sandbox) on a free local port, so shops
   * whose connector baseUrl is `sandbox://marketplace` (the demo shops) sync sandbox orders.
   * It is a sandbox: no real marketplace is called.
   */
  marketplaceSandbox: boolean
  /**
   * Address of the running sandbox marketplace (set at start, or by tests); unset = not running.
   * MARKETPLACE_SANDBOX_URL points the server at a sandbox already running elsewhere (`npx tsx
   * server/marketplace-sandbox/main.ts`) instead of starting its own: several instances then list
   * on one sandbox, and its products outlive a server that is killed and started again.
   */
  sandboxUrl?: string
  /** SYNC_TIMEOUT_MS (default 20000): time-out of one request to a marketplace during a sync. */
  syncTimeoutMs: number
  /**
   * REQUEST_TIMEOUT_MS (default 60000): a client must send a whole request — headers and body —
   * within this time, or it gets 408 and the connection closes. A body trickled a byte at a time
   * otherwise holds a connection (and its memory) for as long as the client likes. 60 s lets 2.5 MB
   * of uploads through a slow mobile link; the headers alone get at most 20 s.
   */
  requestTimeoutMs: number
  /**
   * CONNECTION_TIMEOUT_MS (default 600000): a connection on which nothing moves either way for this
   * long is closed. Long enough for the slowest answer the console computes (a platform order sync).
   */
  connectionTimeoutMs: number
  /** The AI content writer (server/modules/ai): see AiConfig. */
  ai: AiConfig
}

export interface AiConfig {
  /**
   * AI_BASE_URL (default unset): base URL of an OpenAI-compatible API (…/v1); with AI_API_KEY and
   * AI_MODEL set, AI content is written by that model. Unset: the built-in rule-based writer.
   */
  baseUrl?: string
  /** AI_API_KEY: bearer key of that endpoint. Kept on the server: never logged, never sent to a browser. */
  apiKey?: string
  /** AI_MODEL: the model name sent in each request. */
  model?: string
  /** AI_DAILY_LIMIT (default 200): requests per tenant per UTC day to the endpoint. */
  dailyLimit: number
  /** AI_TIMEOUT_MS (default 60000): longest wait for the endpoint's first or next streamed piece. */
  timeoutMs: number
  /**
   * AI_SANDBOX (default off): start the local OpenAI-compatible sandbox (server/ai-sandbox) and
   * use it as the endpoint — for demonstrations without a real model; the screen says so.
   */
  sandbox: boolean
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`)
  return port
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

function parseSwitch(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback
  if (['on', 'true', '1'].includes(value)) return true
  if (['off', 'false', '0'].includes(value)) return false
  throw new Error(`MARKETPLACE_SANDBOX must be on or off, got "${value}"`)
}

function parsePositive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}"`)
  return number
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const logLevel = env.LOG_LEVEL || 'info'
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  const smsSender = env.SMS_SENDER || 'log'
  if (smsSender !== 'log') throw new Error(`SMS_SENDER "${smsSender}" is not known; the built-in sender is "log"`)
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    logLevel,
    smsSender,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    marketplaceSandbox: parseSwitch(env.MARKETPLACE_SANDBOX, !env.DATABASE_URL),
    sandboxUrl: env.MARKETPLACE_SANDBOX_URL || undefined,
    syncTimeoutMs: parsePositive('SYNC_TIMEOUT_MS', env.SYNC_TIMEOUT_MS, 20_000),
    ai: {
      baseUrl: env.AI_BASE_URL || undefined,
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL || undefined,
      dailyLimit: parsePositive('AI_DAILY_LIMIT', env.AI_DAILY_LIMIT, 200),
      timeoutMs: parsePositive('AI_TIMEOUT_MS', env.AI_TIMEOUT_MS, 60_000),
      sandbox: parseSwitch(env.AI_SANDBOX, false),
    },
    requestTimeoutMs: parsePositive('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 60_000),
    connectionTimeoutMs: parsePositive('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS, 600_000),
  }
}
