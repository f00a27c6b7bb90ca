// GET /health: is the database answering, and which version runs (load balancers, monitoring).
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { version } from '../../../package.json'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import { ok } from '../../lib/envelope'

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { public: true } }, async (request, reply) => {
    const started = performance.now()
    try {
      await app.db.execute(sql`select 1`)
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable')
      reply.header('cache-control', 'no-store')
      throw new AppError(ErrorCode.INTERNAL, 'internal')
    }
    reply.header('cache-control', 'no-store')
    return ok(request, { status: 'ok', db: 'ok', dbLatencyMs: Math.round(performance.now() - started), version })
  })
}
