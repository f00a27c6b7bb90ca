// Security headers and a strict Content-Security-Policy on every response: API answers,
// errors, static files and the app shell alike.
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { AFTER_FIRST_PAINT_LOADER } from '../../src/app/pwa/after-first-paint'

/** The one inline script the app's HTML holds (it starts the app's scripts after the first frame). */
const LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_LOADER).digest('base64')}'`

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${LOADER_HASH}`,
  // Mantine injects <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

const HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) reply.header(name, value)
    // HSTS only means something over TLS (directly or behind a trusted proxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    return payload
  })
}

/**
 * API answers hold account and tenant data: no browser or proxy cache may keep them unless a
 * route says otherwise (the app keeps its own offline copy in IndexedDB).
 */
export function registerApiNoStore(api: FastifyInstance) {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
}
