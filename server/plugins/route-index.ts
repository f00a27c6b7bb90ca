// Every route of the app as it is registered, with its access and (for routes declared through
// server/lib/route.ts) its schemas and idempotency: what the fuzz test and the outbox test
// enumerate instead of hand-kept endpoint lists.
import type { FastifyInstance, HTTPMethods } from 'fastify'
import type { RouteDeclaration } from '../lib/route'
import type { PermissionRule } from './access-types'

export interface IndexedRoute {
  method: HTTPMethods
  /** The path as registered, prefix included (`/dis/ts/goods/status`). */
  url: string
  /** Who may call it: anyone, any signed-in caller, or a caller holding `permission`; undefined if undeclared. */
  access?: 'public' | 'signed-in' | 'permission'
  permission?: PermissionRule
  declaration?: RouteDeclaration
}

/** Must run before any route is registered: Fastify calls onRoute only for routes added later. */
export function registerRouteIndex(app: FastifyInstance) {
  const index: IndexedRoute[] = []
  app.decorate('routeIndex', index)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const config = (route.config ?? {}) as {
      public?: boolean
      signedIn?: boolean
      permission?: PermissionRule
      declaration?: RouteDeclaration
    }
    for (const method of methods) {
      if (method === 'HEAD') continue // Fastify adds HEAD beside every GET
      index.push({
        method,
        url: route.url,
        access: config.public ? 'public' : config.signedIn ? 'signed-in' : config.permission ? 'permission' : undefined,
        permission: config.permission,
        declaration: config.declaration,
      })
    }
  })
}
