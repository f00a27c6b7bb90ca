// Builds the Fastify instance: infrastructure plugins first, then the API routes under
// /dis/ts, then the built app under /dis/. main.ts listens on it; tests call it via inject.
import { createServer, type RequestListener, type Server } from 'node:http'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { API_BASE } from '../src/contract/constants'
import { type AppConfig, loadConfig } from './config'
import { SOURCES } from './data-sources'
import type { Database } from './db/types'
import { jobRoutes } from './jobs/job-routes'
import { registerJobWorker } from './jobs/register'
import type { JobWorkerOptions } from './jobs/worker'
import { aiRoutes } from './modules/ai/routes'
import { loginRoutes } from './modules/auth/login-routes'
import { passwordRoutes } from './modules/auth/password-routes'
import { SessionCache } from './modules/auth/session-cache'
import { smsRoutes } from './modules/auth/sms-routes'
import { createLogSmsSender, type SmsSender } from './modules/auth/sms-sender'
import { userInfoRoutes } from './modules/auth/user-info'
import { designBatchRoutes, designRoutes } from './modules/designs/design-routes'
import { dsRoutes } from './modules/ds/routes'
import { shippingRuleRoutes } from './modules/express/rule-routes'
import { rechargeRoutes } from './modules/finance/recharge-routes'
import { generationRoutes } from './modules/generation/generation-routes'
import { registerGenerationWorker } from './modules/generation/register-worker'
import type { GenerationWorkerOptions } from './modules/generation/worker'
import { goodsRoutes } from './modules/goods/goods-routes'
import { healthRoutes } from './modules/health/routes'
import { importRoutes } from './modules/imports/import-routes'
import { listingRoutes } from './modules/listing/listing-routes'
import { lookupRoutes } from './modules/lookups/routes'
import { fileRoutes } from './modules/materials/file-routes'
import { fontRoutes } from './modules/materials/font-routes'
import { materialRoutes } from './modules/materials/material-routes'
import { notificationRoutes } from './modules/notifications/notification-routes'
import { orderRoutes } from './modules/orders/order-routes'
import { outboxRoutes } from './modules/outbox/outbox-routes'
import { platformSyncRoutes } from './modules/platform-sync/sync-routes'
import { plazaRoutes } from './modules/plaza/plaza-routes'
import { productCodeRoutes } from './modules/product-codes/routes'
import { productionRoutes } from './modules/production/production-routes'
import { productRoutes } from './modules/products/product-routes'
import { purchaseRoutes } from './modules/purchasing/purchase-routes'
import { paymentExportRoutes } from './modules/reports/payment-export-routes'
import { reportRoutes } from './modules/reports/report-routes'
import { savedViewRoutes } from './modules/saved-views/saved-view-routes'
import { keywordRoutes } from './modules/seo/keyword-routes'
import { titleRoutes } from './modules/seo/title-routes'
import { settlementRoutes } from './modules/settlement/settlement-routes'
import { shopRoutes } from './modules/shops/shop-routes'
import { counterRoutes } from './modules/storefront/counter-routes'
import { couponRoutes } from './modules/storefront/coupon-routes'
import { memberRoutes } from './modules/storefront/member-routes'
import { pageRoutes } from './modules/storefront/page-routes'
import { shopSettingsRoutes } from './modules/storefront/shop-settings-routes'
import { loadStoreRenderer, registerStorePage, type StoreRenderer } from './modules/storefront/store-html'
import { storeRoutes } from './modules/storefront/store-routes'
import { uploadRoutes } from './modules/storefront/upload-routes'
import { supplyRoutes } from './modules/supply/supply-routes'
import { teamRoutes } from './modules/team/routes'
import { bindRoutes } from './modules/tenants/bind-routes'
import { distributorRoutes } from './modules/tenants/distributor-routes'
import { registerRoutes } from './modules/tenants/register-routes'
import { textMaterialRoutes } from './modules/text-materials/text-routes'
import { registerAuth } from './plugins/auth'
import { registerBodyParsers } from './plugins/body-parsers'
import { registerCompression } from './plugins/compression'
import { registerErrorHandler } from './plugins/errors'
import { registerI18n } from './plugins/i18n'
import { type MaintenanceOptions, registerMaintenance } from './plugins/maintenance'
import { registerNotFound } from './plugins/not-found'
import { registerOutboxBatch } from './plugins/outbox-batch'
import { registerRouteIndex } from './plugins/route-index'
import { registerApiNoStore, registerSecurityHeaders } from './plugins/security-headers'
import { registerStaticSite } from './plugins/static-site'
import './plugins/fastify-augment'

export interface BuildAppOptions {
  db: Database
  config?: Partial<AppConfig>
  /** Defaults to the SMS_SENDER of the config (`log`). Tests pass one that records codes. */
  smsSender?: SmsSender
  /** Fastify's logger option; defaults to one at config.logLevel. */
  logger?: FastifyServerOptions['logger']
  /** Hourly clean-up of expired rows (off in tests, which build many short-lived apps). */
  maintenance?: boolean
  /** The hourly clean-up also vacuums: for PGlite, which has no autovacuum (server/db/vacuum.ts). */
  maintenanceOptions?: MaintenanceOptions
  /** The background generation worker; by default it runs when maintenance does (off in tests). */
  generationWorker?: GenerationWorkerOptions | false
  /** The background job worker (server/jobs); by default it runs when maintenance does. */
  jobWorker?: JobWorkerOptions | false
  /**
   * Draws the storefront's first page on the server (src/store/render.tsx); by default the built
   * dist-ssr/store-render.js beside STATIC_DIR when there is one. Tests pass the source's.
   */
  storeRenderer?: StoreRenderer | null
}

/**
 * How long an idle keep-alive connection stays open: Fastify's own default, above the 60 s idle
 * time-out of common proxies and load balancers, so the client closes first. With a server of our
 * own (below) Node's default of 5 s applied, and a client reusing a connection at about 5 s raced
 * its close: the request died with ECONNRESET (seen in the e2e suite, session 15).
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000

/**
 * The HTTP server with time-outs (config.ts: REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS). Node checks
 * request deadlines on a timer; it runs at least every 5 s so a slow body is cut close to its limit.
 */
function createTimedServer(config: AppConfig, handler: RequestListener): Server {
  const server = createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 4)),
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    handler,
  )
  server.setTimeout(config.connectionTimeoutMs)
  return server
}

/** A hop count becomes the function form, which is what Fastify's types accept for it. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

const API_ROUTES = [
  healthRoutes,
  loginRoutes,
  userInfoRoutes,
  passwordRoutes,
  smsRoutes,
  registerRoutes,
  bindRoutes,
  distributorRoutes,
  lookupRoutes,
  dsRoutes(SOURCES),
  orderRoutes,
  productRoutes,
  goodsRoutes,
  designRoutes,
  designBatchRoutes,
  materialRoutes,
  fontRoutes,
  textMaterialRoutes,
  fileRoutes,
  teamRoutes,
  shopRoutes,
  shopSettingsRoutes,
  counterRoutes,
  memberRoutes,
  couponRoutes,
  pageRoutes,
  uploadRoutes,
  storeRoutes,
  purchaseRoutes,
  productionRoutes,
  importRoutes,
  platformSyncRoutes,
  shippingRuleRoutes,
  reportRoutes,
  settlementRoutes,
  rechargeRoutes,
  generationRoutes,
  supplyRoutes,
  productCodeRoutes,
  keywordRoutes,
  titleRoutes,
  aiRoutes,
  jobRoutes,
  listingRoutes,
  outboxRoutes,
  plazaRoutes,
  notificationRoutes,
  savedViewRoutes,
  paymentExportRoutes,
]

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config }
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    // Bodies are form fields and JSON; uploads go through multipart with their own limit.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    serverFactory: (handler) => createTimedServer(config, handler),
  })
  app.decorate('db', options.db)
  app.decorate('config', config)
  app.decorate('smsSender', options.smsSender ?? createLogSmsSender(app.log))
  app.decorate('sessionCache', new SessionCache())
  registerRouteIndex(app)
  registerOutboxBatch(app)

  // Order matters: headers and language before anything can answer.
  registerSecurityHeaders(app)
  registerI18n(app)
  registerErrorHandler(app)
  await registerBodyParsers(app)
  registerMaintenance(app, options.maintenance ?? true, options.maintenanceOptions)
  registerGenerationWorker(app, options.generationWorker ?? ((options.maintenance ?? true) ? {} : false))
  registerJobWorker(app, options.jobWorker ?? ((options.maintenance ?? true) ? {} : false))

  await app.register(
    async (api) => {
      await registerCompression(api)
      registerApiNoStore(api)
      registerAuth(api)
      for (const routes of API_ROUTES) await api.register(routes)
    },
    { prefix: API_BASE },
  )

  const site = await registerStaticSite(app, config.staticDir)
  const storeRenderer =
    options.storeRenderer === undefined ? await loadStoreRenderer(config.staticDir) : options.storeRenderer
  await registerStorePage(app, site, storeRenderer)
  registerNotFound(app, site)
  return app
}
