// What answers when no route matched: a 404 envelope under /dis/ts, the app shell for
// navigations under /dis/ (history routing), and a hint when the app is not built yet.
// Handlers here never return the reply: Fastify would await it as a promise.
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../src/contract/errors'
import { AppError } from '../lib/app-error'
import { sendError } from './errors'
import type { StaticSite } from './static-site'

const NOT_BUILT =
  'The console app has not been built yet. Run `npm run build` (or `npm start`, which builds first), then reload this page.\n'

const STORE_PREFIX = '/dis/store/'

function isAppNavigation(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (!pathname.startsWith('/dis/') || pathname === '/dis/ts' || pathname.startsWith('/dis/ts/')) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  // A path with a file extension is a missing file, not a route of the app.
  return !last.includes('.')
}

export function registerNotFound(app: FastifyInstance, site: StaticSite) {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (pathname === '/dis') {
      reply.redirect('/dis/', 302)
    } else if (
      isAppNavigation(request.method, pathname) &&
      pathname.startsWith(STORE_PREFIX) &&
      site.sendStore(reply)
    ) {
      // The public storefront is a page of its own (DESIGN.md §10).
    } else if (isAppNavigation(request.method, pathname) && site.sendIndex(reply, pathname)) {
      // The app's page: history routing.
    } else if (isAppNavigation(request.method, pathname)) {
      reply.status(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT)
    } else {
      const url = pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname
      const params = { method: request.method, url }
      sendError(request, reply, new AppError(ErrorCode.NOT_FOUND, 'notFound.route', { params }))
    }
  })
}
