// POST /outbox/batch (src/contract/outbox-batch.ts): the offline outbox's waiting changes in one
// request. The batch has no key of its own — each change carries its own and is answered as its
// single call would be (server/plugins/outbox-batch.ts). Only the batch's shape is checked here;
// a change's body, key and permission are its own answer's business, so one bad change refuses
// itself alone.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { OUTBOX_BATCH_MAX_CHANGES, OUTBOX_BATCH_PATH } from '../../../src/contract/outbox-batch'
import { mutation } from '../../lib/route'
import { runOutboxBatch } from '../../plugins/outbox-batch'

const outboxBatchSchema = z.object({
  changes: z
    .array(
      z.object({
        path: z.string().trim().min(1).max(256),
        // Checked per change, as the single call checks its header (missing: 400, malformed: 400).
        key: z.string().max(256).optional(),
        body: z.unknown(),
      }),
    )
    .min(1)
    .max(OUTBOX_BATCH_MAX_CHANGES),
})

export async function outboxRoutes(app: FastifyInstance) {
  mutation(app, {
    path: OUTBOX_BATCH_PATH,
    // Any signed-in caller may send a batch; each change is checked against its own call's permission.
    signedIn: true,
    body: outboxBatchSchema,
    // Its own transaction (one savepoint per change); the keys are the changes' own.
    transaction: false,
    idempotency: 'none',
    run: (db, _caller, { changes }, context) => runOutboxBatch(db, context, app.prefix, changes),
  })
}
