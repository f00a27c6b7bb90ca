// Sign-in and permission gate of the API: every route needs a live bearer token unless it is
// declared `public`, and its declared permission (SPEC.md §6) — checked before the body is read.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../src/contract/errors'
import { AppError } from '../lib/app-error'
import { sha256 } from '../lib/hash'
import { findSessionByHash } from '../modules/auth/session-repository'
import type { SessionAccount } from './access-types'
import { assertPermission } from './permissions'

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  // Tolerate a bare token too: some clients send the Access-Token value as is.
  return match ? match[1] : /^\S+$/.test(header) ? header : undefined
}

/** The caller behind a token: from the session cache when it holds it (see session-cache.ts). */
async function sessionAccount(app: FastifyInstance, token: string): Promise<SessionAccount | null> {
  if (token.length > 256) return null
  const tokenHash = sha256(token)
  const cached = app.sessionCache.get(tokenHash)
  if (cached) return cached
  const generation = app.sessionCache.generation
  const found = await findSessionByHash(app.db, tokenHash)
  if (!found) return null
  app.sessionCache.set(tokenHash, found.account, found.expiresAt, generation)
  return found.account
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('account', null)
  app.addHook('onRequest', async (request) => {
    // Unknown API paths answer 404 whoever asks; there is nothing to protect.
    if (request.is404) return
    const config = request.routeOptions.config
    const token = bearerToken(request)
    if (config.public) {
      // Public routes still learn who is calling when a valid token comes along.
      if (token) request.account = await sessionAccount(app, token)
      return
    }
    if (!token) throw new AppError(ErrorCode.UNAUTHORIZED, 'auth.unauthorized')
    const account = await sessionAccount(app, token)
    if (!account) throw new AppError(ErrorCode.UNAUTHORIZED, 'auth.sessionExpired')
    request.account = account
    assertPermission(account, config.permission, config.allowOwner)
  })
}

/** The signed-in caller of a non-public route (the hook above guarantees one). */
export function callerOf(request: FastifyRequest): SessionAccount {
  if (!request.account) throw new AppError(ErrorCode.UNAUTHORIZED, 'auth.unauthorized')
  return request.account
}
