// GET /third/platform/sale/order/sync (SPEC.md §7; the client waits up to 10 minutes): runs a sync
// of the given shops and window and answers the run with its outcome per shop. Needs
// sale_order.import (pulling orders in is an import). The call is safe to repeat: a rerun creates
// no duplicates, and the same runId answers the stored outcome.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Locale } from '../../../src/contract/constants'
import { platformSyncQuerySchema, SYNC_PATHS } from '../../../src/contract/platform-sync'
import { mutation } from '../../lib/route'
import { parseWith } from '../../lib/validate'
import { runPlatformSync } from './sync-run'

export async function platformSyncRoutes(app: FastifyInstance) {
  // Not one transaction: each shop's orders commit on their own while the run goes on.
  mutation(app, {
    method: 'GET',
    path: SYNC_PATHS.sync,
    permission: { key: 'sale_order', action: 'import' },
    query: platformSyncQuerySchema,
    transaction: false,
    idempotency: 'optional',
    run: (db, caller, input, { request }) => {
      // An Idempotency-Key names the run when no runId does: a replay answers the stored outcome.
      const key = request.headers['idempotency-key']
      const runId = input.runId ?? (typeof key === 'string' ? runIdOf(request.locale, key) : undefined)
      return runPlatformSync(db, caller, { ...input, runId }, request.locale, {
        config: app.config,
        log: request.log,
      })
    },
  })
}

/** The key as a runId, checked like one sent as `runId` (a 400 naming runId if it cannot be one). */
const runIdOf = (locale: Locale, key: string) => parseWith(locale, keyAsRunId, { runId: key }).runId
const keyAsRunId = z.object({ runId: platformSyncQuerySchema.shape.runId })
