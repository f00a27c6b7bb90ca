// Starts the server: open the database, migrate, seed demo data on the first start of an
// empty embedded database, listen, and shut down cleanly on SIGINT/SIGTERM.
import { randomBytes } from 'node:crypto'
import { type FakeOpenAi, startFakeOpenAi } from './ai-sandbox/fake-openai'
import { buildApp } from './app'
import { type AppConfig, loadConfig } from './config'
import { openDatabase } from './db/open'
import { prepareDatabase } from './db/prepare'
import { demoSignInLines, hasAccounts, hasDemoAccounts, seedDemo } from './db/seed'
import type { Database, DriverKind } from './db/types'
import { expireAllLeases } from './jobs/claim'
import { freeAllSlots } from './jobs/rate-buckets'
import { storageFor } from './lib/file-storage'
import { type MarketplaceSandbox, startMarketplaceSandbox } from './marketplace-sandbox/server'
import { releaseAllRunning } from './plugins/idempotency-store'

type AccountsState = 'seeded' | 'demo' | 'other' | 'none'

async function accountsState(db: Database, seeded: boolean): Promise<AccountsState> {
  if (seeded) return 'seeded'
  if (await hasDemoAccounts(db)) return 'demo'
  return (await hasAccounts(db)) ? 'other' : 'none'
}

function printBanner(config: AppConfig, kind: DriverKind, accounts: AccountsState) {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const where = kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  const lines = ['', `  Distribution console ready at http://${host}:${config.port}/dis/`, `  Database: ${where}`]
  if (accounts === 'seeded') lines.push('  Demo data created. Sign in with:', ...demoSignInLines())
  if (accounts === 'demo') lines.push('  Demo sign-ins:', ...demoSignInLines())
  if (config.sandboxUrl)
    lines.push(`  Sandbox marketplace (demo orders for platform sync, not a real marketplace): ${config.sandboxUrl}`)
  if (config.ai.sandbox && config.ai.baseUrl)
    lines.push(`  AI sandbox (OpenAI-compatible, fixed sentences, not a real model): ${config.ai.baseUrl}`)
  if (accounts === 'none') lines.push('  No accounts yet: run `npm run db:seed` to load the demo tenants.')
  console.log(`${lines.join('\n')}\n`)
}

async function main() {
  const config = loadConfig()
  // The sandbox marketplace runs beside the console on a free port (MARKETPLACE_SANDBOX).
  let sandbox: MarketplaceSandbox | undefined
  // MARKETPLACE_SANDBOX_URL: one already runs elsewhere (config.ts); this server uses it.
  if (config.marketplaceSandbox && !config.sandboxUrl) {
    sandbox = await startMarketplaceSandbox({ host: '127.0.0.1' })
    config.sandboxUrl = sandbox.url
  }
  // AI_SANDBOX=on: the local OpenAI-compatible sandbox becomes the AI endpoint, with a key made
  // for this run only (it never leaves this process and the sandbox).
  let aiSandbox: FakeOpenAi | undefined
  if (config.ai.sandbox) {
    const apiKey = randomBytes(24).toString('hex')
    aiSandbox = await startFakeOpenAi({ apiKey, model: 'sandbox-writer' })
    config.ai = { ...config.ai, baseUrl: aiSandbox.url, apiKey, model: 'sandbox-writer' }
  }
  const handle = await openDatabase(config)
  const app = await buildApp({ db: handle.db, config, maintenanceOptions: { vacuum: handle.kind === 'pglite' } })
  try {
    await prepareDatabase(handle, app.log)
    // PostgreSQL may be shared by other instances, whose running requests must keep their claims
    // (they lapse after the lease); the embedded database is this process's alone.
    if (handle.kind === 'pglite') {
      const freed = await releaseAllRunning(handle.db)
      if (freed) app.log.info({ freed }, 'idempotency keys of requests cut off by the last stop freed')
      const resumed = await expireAllLeases(handle.db)
      if (resumed) app.log.info({ resumed }, 'jobs cut off by the last stop resume now')
      const unblocked = await freeAllSlots(handle.db)
      if (unblocked) app.log.info({ unblocked }, 'call slots held by the last stop freed')
    }
    // Demo data only ever goes into an embedded database with no accounts at all: a real
    // PostgreSQL is seeded on purpose with `npm run db:seed`, never by starting the server.
    let seeded = false
    if (handle.kind === 'pglite' && !(await hasAccounts(handle.db)))
      seeded = (await seedDemo(handle.db, { storage: storageFor(config.dataDir) })) === 'seeded'
    await app.listen({ port: config.port, host: config.host })
    printBanner(config, handle.kind, await accountsState(handle.db, seeded))
  } catch (error) {
    app.log.fatal({ err: error }, 'start-up failed')
    await app.close().catch(() => {})
    await handle.close().catch(() => {})
    process.exit(1)
  }

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, shutting down`)
    // A hung close must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await app.close()
      await sandbox?.close()
      await aiSandbox?.close()
      await handle.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

void main()
