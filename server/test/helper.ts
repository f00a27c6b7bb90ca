// Builds the app on a private database for a test file and calls it like a client would
// (fastify/demo's test helper): `describeApp` runs the same tests on PGlite and, when
// DATABASE_URL is set, on PostgreSQL too.
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe } from 'vitest'
import { buildApp } from '../app'
import type { AppConfig } from '../config'
import { DEMO_PASSWORD } from '../db/demo-data'
import type { Database, DriverKind } from '../db/types'
import { cheapenHashesForTests } from '../lib/password-hash'
import type { StoreRenderer } from '../modules/storefront/store-html'
import type { MaintenanceOptions } from '../plugins/maintenance'
import { RecordingSmsSender } from './recording-sms-sender'
import { DRIVERS, openTestDatabase, type TestDatabase } from './test-database'

// Demo passwords in the test templates are hashed cheaply too (global-setup.ts).
cheapenHashesForTests()

export interface ApiAnswer<T = unknown> {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: { code: number; msg: string; data: T; isLogin?: boolean; fields?: { path: string; message: string }[] }
  raw: string
}

export interface CallOptions {
  token?: string
  body?: unknown
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: Record<string, string>
  locale?: 'en' | 'zh-CN'
  headers?: Record<string, string>
  remoteAddress?: string
}

export interface TestApp {
  app: FastifyInstance
  db: Database
  driver: DriverKind
  /** PostgreSQL only: the test database's address, for a server process of the test's own. */
  url?: string
  sms: RecordingSmsSender
  /** Calls an API path under /dis/ts. */
  call<T = unknown>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<ApiAnswer<T>>
  /** Signs in (once per username per file) and returns the token. */
  login(username: string, password?: string): Promise<string>
  /** Signs in afresh: a new session every time. */
  newSession(username: string, password?: string): Promise<string>
}

export interface AppSetup {
  config?: Partial<AppConfig>
  /** Run the hourly clean-up (off by default in tests). */
  maintenance?: boolean
  maintenanceOptions?: MaintenanceOptions
  /** Runs before the app is ready: tests may add routes of their own here. */
  extend?: (app: FastifyInstance) => void | Promise<void>
  /** The storefront's server renderer (none by default: nothing is built for tests). */
  storeRenderer?: StoreRenderer | null
  /** Only these drivers (of those the run has): a test that needs a second connection is PostgreSQL's. */
  drivers?: DriverKind[]
}

async function createTestApp(driver: DriverKind, setup: AppSetup): Promise<TestApp & { close(): Promise<void> }> {
  const database: TestDatabase = await openTestDatabase(driver)
  const sms = new RecordingSmsSender()
  const app = await buildApp({
    db: database.handle.db,
    smsSender: sms,
    logger: false,
    maintenance: setup.maintenance ?? false,
    maintenanceOptions: setup.maintenanceOptions,
    config: { staticDir: '/nonexistent/dist', ...setup.config },
    storeRenderer: setup.storeRenderer ?? null,
  })
  await setup.extend?.(app)
  await app.ready()

  async function call<T>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.locale) headers['accept-language'] = options.locale
    const request: InjectOptions = { method, url: `/dis/ts${path}`, headers, remoteAddress: options.remoteAddress }
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      request.payload = new URLSearchParams(options.form).toString()
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      request.payload = JSON.stringify(options.body)
    }
    const response = await app.inject(request)
    return { status: response.statusCode, headers: response.headers, body: response.json(), raw: response.body }
  }

  async function newSession(username: string, password = DEMO_PASSWORD) {
    const answer = await call<{ token: string }>('POST', '/login', { form: { username, password } })
    if (answer.status !== 200) throw new Error(`login ${username} failed: ${answer.raw}`)
    return answer.body.data.token
  }

  const tokens = new Map<string, string>()
  async function login(username: string, password = DEMO_PASSWORD) {
    const known = tokens.get(username)
    if (known) return known
    const token = await newSession(username, password)
    tokens.set(username, token)
    return token
  }

  return {
    app,
    db: database.handle.db,
    driver,
    url: database.url,
    sms,
    call,
    login,
    newSession,
    async close() {
      await app.close()
      await database.handle.close()
      await database.drop()
    },
  }
}

/** Declares a suite per database driver; `get()` gives the suite's app once it is ready. */
export function describeApp(title: string, body: (get: () => TestApp) => void, setup: AppSetup = {}) {
  for (const driver of DRIVERS.filter((one) => !setup.drivers || setup.drivers.includes(one))) {
    describe(`${title} [${driver}]`, () => {
      let current: (TestApp & { close(): Promise<void> }) | undefined
      beforeAll(async () => {
        current = await createTestApp(driver, setup)
      })
      afterAll(async () => {
        await current?.close()
      })
      body(() => {
        if (!current) throw new Error('test app not ready')
        return current
      })
    })
  }
}
