// What this server adds to Fastify's types: the decorations of the plugins in this folder and
// the per-route access declaration that the auth plugin enforces.
import type { Locale } from '../../src/contract/constants'
import type { AppConfig } from '../config'
import type { Database } from '../db/types'
import type { RouteDeclaration } from '../lib/route'
import type { SessionCache } from '../modules/auth/session-cache'
import type { SmsSender } from '../modules/auth/sms-sender'
import type { PermissionRule, SessionAccount } from './access-types'
import type { BatchableCall } from './outbox-batch'
import type { IndexedRoute } from './route-index'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    config: AppConfig
    smsSender: SmsSender
    /** Signed-in callers by token hash, emptied by every access change (session-cache.ts). */
    sessionCache: SessionCache
    /** Every route of the app as registered (route-index.ts). */
    routeIndex: IndexedRoute[]
    /** The calls POST /outbox/batch may run, by full path (outbox-batch.ts). */
    batchableCalls: Map<string, BatchableCall>
  }
  interface FastifyRequest {
    locale: Locale
    /** The signed-in caller; null on public routes without a (valid) token. */
    account: SessionAccount | null
  }
  interface FastifyContextConfig {
    /** No sign-in needed (login, registration, binding, health, public data sources). */
    public?: boolean
    /** Refused with 403 unless the caller's role holds this key and action (any of a list). */
    permission?: PermissionRule
    /** Any signed-in caller may call it (own profile, shared lookups): declared, not forgotten. */
    signedIn?: boolean
    /** The tenant owner (id = did) passes the permission check regardless of the role. */
    allowOwner?: boolean
    /** Set by server/lib/route.ts: kind, schemas and idempotency of a declared route. */
    declaration?: RouteDeclaration
  }
}
