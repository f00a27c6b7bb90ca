// The batch outbox call (issue 21: replay of 1,000 changes): POST /outbox/batch carries the waiting
// changes of several entities in one request. Each change keeps its own Idempotency-Key and gets
// its own answer — the status and body the single call would have given — so the outbox handles
// each as if it had gone alone. The server claims each key, runs the change and stores its answer
// in one savepoint of the batch's transaction: a change is either done with its answer stored, or
// not done at all (a crash mid-batch leaves nothing). Pure (no zod): the drain and the service
// worker import it.
import type { ApiEnvelope } from './envelope'
import type { OutboxCallName } from './outbox-calls'

export const OUTBOX_BATCH_PATH = '/outbox/batch'

/** At most this many changes in one batch (the server refuses more with a 400). */
export const OUTBOX_BATCH_MAX_CHANGES = 50

/**
 * The drain keeps a batch's JSON under this many bytes, well inside the server's 1 MiB body limit
 * (a change bigger than this goes alone, through its single call).
 */
export const OUTBOX_BATCH_MAX_BYTES = 256 * 1024

/**
 * The outbox calls the batch accepts: those whose change is one transaction with its stored answer.
 * `design.save` is not one of them: it draws the print files before its transaction.
 */
export const OUTBOX_BATCH_CALLS: readonly OutboxCallName[] = [
  'order.ship',
  'order.accept',
  'order.delay',
  'order.cancel',
  'goods.status',
  'goods.recommend',
  'goods.brandRecommend',
  'production.stage',
  'listing.publish',
]

export interface OutboxBatchChange {
  /** The single call's path under /dis/ts, e.g. `/goods/status`. */
  path: string
  /** The change's own Idempotency-Key (what the single call sends as the header). */
  key: string
  /** The single call's JSON body. */
  body: unknown
}

export interface OutboxBatchRequest {
  changes: OutboxBatchChange[]
}

/** One change's answer, in the order the changes came. */
export interface OutboxBatchAnswer {
  key: string
  /** The HTTP status the single call would have answered. */
  status: number
  /** Its body: the envelope (a 412 carries the current row in `data`). */
  body: ApiEnvelope<unknown>
  /** The stored answer of an earlier attempt (the single call's `idempotent-replayed` header). */
  replayed: boolean
  /** The single call's Retry-After header, when it had one. */
  retryAfter?: string
}

export interface OutboxBatchResult {
  answers: OutboxBatchAnswer[]
}
