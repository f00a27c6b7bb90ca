// The outbox batch (src/contract/outbox-batch.ts, issue 21): the calls declared with `batch`
// (server/lib/route.ts) register here, and POST /outbox/batch runs its changes through them, in
// order, in one transaction — one savepoint per change, each answered as the single call would
// answer it. One request and one commit for up to 50 changes instead of one each: most of a
// replayed change's server time was the request and the commit around a few statements.
//
// A call with a set-based run (route.ts AtOnce) goes further: consecutive changes of it that write
// no row in common and carry distinct keys run together — one statement per step for the lot
// (claim the keys, lock, update, read back, store the answers). Since they share nothing, running
// them together is running them in order. A change the set-based run refuses (stale, missing,
// another tenant's, a refused transition), or whose key was used before, is run alone right after,
// as above, so its answer is the single call's; so is every change of the group if any statement
// of the set-based run fails (its savepoint takes it all back).
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../src/contract/errors'
import type { OutboxBatchAnswer, OutboxBatchChange, OutboxBatchResult } from '../../src/contract/outbox-batch'

/** A change as it arrives: its key may be missing, which refuses that change alone (400). */
export type ArrivedChange = Omit<OutboxBatchChange, 'key'> & { key?: string }

import type { Database } from '../db/types'
import { AppError } from '../lib/app-error'
import type { RouteContext } from '../lib/route'
import { errorAnswer, toAppError } from './errors'
import { type ChangeAnswer, changesAtOnce, type KeyedChange } from './idempotency'

export interface BatchableCall {
  /** Checks and runs one change in `tx` exactly as the single call would (route.ts `batchable`). */
  run(tx: Database, context: RouteContext, key: unknown, body: unknown): Promise<ChangeAnswer<unknown>>
  /** Present when the call has a set-based run (route.ts AtOnce). */
  atOnce?: {
    /** The single call's checks before its transaction; throws the refusal it would answer. */
    check(
      context: RouteContext,
      key: unknown,
      body: unknown,
    ): { change: KeyedChange; entities: readonly string[]; input: unknown }
    /** The inputs' changes together: each one's result, or RUN_ALONE (idempotency.ts). */
    run(tx: Database, context: RouteContext, inputs: readonly unknown[]): Promise<readonly unknown[]>
  }
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

/** A change of a set-based group: where it stands in the batch, its checked key and input. */
interface Member {
  index: number
  change: KeyedChange
  input: unknown
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
  const callOf = (change: ArrivedChange) => app.batchableCalls.get(`${prefix}${change.path}`)
  // By the change's place in the batch: its answer, and whether its call's `after` sees it done.
  const answers: OutboxBatchAnswer[] = []
  const settled: { call: BatchableCall | undefined; done: boolean }[] = []
  const refuse = (index: number, call: BatchableCall | undefined, error: unknown) => {
    const key = changes[index]?.key ?? ''
    const refused = errorAnswer(request, toAppError(request, error))
    const retryAfter = refused.headers['retry-after']
    answers[index] = {
      key,
      status: refused.status,
      body: refused.body,
      replayed: false,
      ...(retryAfter ? { retryAfter } : {}),
    }
    settled[index] = { call, done: false }
  }
  const answer = (index: number, call: BatchableCall, answered: ChangeAnswer<unknown>) => {
    answers[index] = { key: changes[index]?.key ?? '', ...answered }
    settled[index] = { call, done: true }
  }
  /** One change through the single call's steps, in its own savepoint. */
  const alone = async (tx: Database, index: number) => {
    const change = changes[index] as ArrivedChange
    const call = callOf(change)
    try {
      if (!call) throw notBatchable(app, `${prefix}${change.path}`)
      answer(index, call, await call.run(tx, context, change.key, change.body))
    } catch (error) {
      refuse(index, call, error)
    }
  }
  /**
   * The set-based group starting at `first`: the following changes of the same call while their
   * keys differ and their rows do not meet. A change its checks refuse is answered at once (the
   * single call refuses it before any statement) and does not end the group. Answers where the
   * next group begins.
   */
  const atOnce = async (tx: Database, first: number, call: BatchableCall): Promise<number> => {
    const group = call.atOnce as NonNullable<BatchableCall['atOnce']>
    const members: Member[] = []
    const keys = new Set<string>()
    const rows = new Set<string>()
    let next = first
    for (; next < changes.length; next++) {
      const change = changes[next] as ArrivedChange
      if (callOf(change) !== call) break
      let checked: ReturnType<typeof group.check>
      try {
        checked = group.check(context, change.key, change.body)
      } catch (error) {
        refuse(next, call, error)
        continue
      }
      if (keys.has(checked.change.key) || checked.entities.some((row) => rows.has(row))) break
      keys.add(checked.change.key)
      for (const row of checked.entities) rows.add(row)
      members.push({ index: next, change: checked.change, input: checked.input })
    }
    if (members.length === 1) await alone(tx, (members[0] as Member).index)
    if (members.length < 2) return next
    let together: (ChangeAnswer<unknown> | null)[]
    try {
      together = await changesAtOnce(
        request,
        tx,
        members.map((member) => member.change),
        (savepoint, picked) =>
          group.run(
            savepoint,
            context,
            picked.map((n) => (members[n] as Member).input),
          ),
      )
    } catch {
      // Rolled back to its savepoint: each change goes alone and answers for itself.
      together = members.map(() => null)
    }
    for (const [n, member] of members.entries()) {
      const answered = together[n]
      if (answered) answer(member.index, call, answered)
    }
    for (const [n, member] of members.entries()) if (!together[n]) await alone(tx, member.index)
    return next
  }

  try {
    await db.transaction(async (tx) => {
      let index = 0
      while (index < changes.length) {
        const call = callOf(changes[index] as ArrivedChange)
        if (call?.atOnce) index = await atOnce(tx, index, call)
        else await alone(tx, index++)
      }
    })
  } catch (error) {
    // The changes not reached yet have no place in `settled`.
    for (const one of settled) await one?.call?.after?.(context, 'failed')
    throw error
  }
  for (const { call, done } of settled) await call?.after?.(context, done ? 'committed' : 'failed')
  return { answers }
}
