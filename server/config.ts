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
  }
}
