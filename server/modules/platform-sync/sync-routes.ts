// GET /third/platform/sale/order/sync (SPEC.md §7; the client waits up to 10 minutes): runs a sync
// of the given shops and window and answers the run with its outcome per shop. Needs
// sale_order.import (pulling orders in is an import). The call is safe to repeat: a rerun creates
// no duplicates, and the same runId answers the stored outcome.
import type { FastifyInstance } from 'fastify'
import { platformSyncQuerySchema, SYNC_PATHS } from '../../../src/contract/platform-sync'
import { ok } from '../../lib/envelope'
import { parseWith } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { runPlatformSync } from './sync-run'

export async function platformSyncRoutes(app: FastifyInstance) {
  app.get(SYNC_PATHS.sync, { config: { permission: { key: 'sale_order', action: 'import' } } }, async (request) => {
    const caller = callerOf(request)
    // An Idempotency-Key names the run when no runId does: a replay answers the stored outcome.
    const key = request.headers['idempotency-key']
    const raw = request.query as Record<string, unknown>
    const input = typeof key === 'string' && raw.runId === undefined ? { ...raw, runId: key } : raw
    const query = parseWith(request.locale, platformSyncQuerySchema, input)
    const run = await runPlatformSync(app.db, caller, query, request.locale, { config: app.config, log: request.log })
    return ok(request, run)
  })
}
