// The outbox batch (src/contract/outbox-batch.ts, issue 21): the calls declared with `batch: true`
// (server/lib/route.ts) register here, and POST /outbox/batch runs its changes through them, in
// order, in one transaction — one savepoint per change, each answered as the single call would
// answer it. One request and one commit for up to 50 changes instead of one each: most of a
// replayed change's server time was the request and the commit around a few statements.
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../src/contract/errors'
import type { OutboxBatchAnswer, OutboxBatchChange, OutboxBatchResult } from '../../src/contract/outbox-batch'

/** A change as it arrives: its key may be missing, which refuses that change alone (400). */
export type ArrivedChange = Omit<OutboxBatchChange, 'key'> & { key?: string }

import type { Database } from '../db/types'
import { AppError } from '../lib/app-error'
import type { RouteContext } from '../lib/route'
import { errorAnswer, toAppError } from './errors'
import type { ChangeAnswer } from './idempotency'

export interface BatchableCall {
  /** Checks and runs one change in `tx` exactly as the single call would (route.ts `batchable`). */
  run(tx: Database, context: RouteContext, key: unknown, body: unknown): Promise<ChangeAnswer<unknown>>
  /** The route's `after`, run once the batch's transaction has settled. */
  after?: (context: RouteContext, outcome: 'committed' | 'failed') => Promise<void>
}

/** Must run before any route is registered: the batchable calls, by method-less full path. */
export function registerOutboxBatch(app: FastifyInstance) {
  app.decorate('batchableCalls', new Map<string, BatchableCall>())
}

export function registerBatchable(app: FastifyInstance, url: string, call: BatchableCall) {
  app.batchableCalls.set(url, call)
}

/** A change naming no batchable call: 404 where no such route exists, as the single call gets. */
function notBatchable(app: FastifyInstance, url: string): AppError {
  const known = app.routeIndex.some((route) => route.url === url && route.method === 'POST')
  if (known) return new AppError(ErrorCode.VALIDATION, 'outbox.notBatchable', { params: { url } })
  return new AppError(ErrorCode.NOT_FOUND, 'notFound.route', {
    params: { method: 'POST', url: url.length > 200 ? `${url.slice(0, 200)}…` : url },
  })
}

/**
 * Runs a batch. A change's refusal (403, 404, 409, 412, 400…) rolls back its own savepoint and is
 * its answer; the others go on. Only a failure of the transaction itself (the database gone, the
 * commit refused) fails the whole request: then nothing of it was written, and the client sends
 * every change again with its key.
 */
export async function runOutboxBatch(
  db: Database,
  context: RouteContext,
  /** The batch route's own prefix, which the changes' paths are relative to. */
  prefix: string,
  changes: readonly ArrivedChange[],
): Promise<OutboxBatchResult> {
  const { request } = context
  const app = request.server
  const settled: { call: BatchableCall | undefined; done: boolean }[] = []
  let answers: OutboxBatchAnswer[]
  try {
    answers = await db.transaction(async (tx) => {
      const list: OutboxBatchAnswer[] = []
      for (const change of changes) {
        const url = `${prefix}${change.path}`
        const call = app.batchableCalls.get(url)
        try {
          if (!call) throw notBatchable(app, url)
          const answer = await call.run(tx, context, change.key, change.body)
          list.push({ key: change.key ?? '', ...answer })
          settled.push({ call, done: true })
        } catch (error) {
          const refused = errorAnswer(request, toAppError(request, error))
          const retryAfter = refused.headers['retry-after']
          list.push({
            key: change.key ?? '',
            status: refused.status,
            body: refused.body,
            replayed: false,
            ...(retryAfter ? { retryAfter } : {}),
          })
          settled.push({ call, done: false })
        }
      }
      return list
    })
  } catch (error) {
    for (const { call } of settled) await call?.after?.(context, 'failed')
    throw error
  }
  for (const { call, done } of settled) await call?.after?.(context, done ? 'committed' : 'failed')
  return { answers }
}
