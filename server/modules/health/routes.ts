// GET /health: is the database answering, and which version runs (load balancers, monitoring).
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { version } from '../../../package.json'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import { query } from '../../lib/route'

export async function healthRoutes(app: FastifyInstance) {
  query(app, {
    path: '/health',
    public: true,
    run: async (db, _caller, _input, { request, reply }) => {
      const started = performance.now()
      reply.header('cache-control', 'no-store')
      try {
        await db.execute(sql`select 1`)
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable')
        throw new AppError(ErrorCode.INTERNAL, 'internal')
      }
      return { status: 'ok', db: 'ok', dbLatencyMs: Math.round(performance.now() - started), version }
    },
  })
}
