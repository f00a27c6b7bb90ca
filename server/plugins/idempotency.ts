// Idempotent mutations (DESIGN.md §4). A mutation runs its change through `withIdempotency`:
// with an Idempotency-Key header the answer is stored in the same transaction as the change,
// so a replay (outbox retry, duplicate delivery) gets the stored answer and changes nothing;
// the same key with another body is refused (422), and one still running answers 409.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ApiEnvelope } from '../../src/contract/envelope'
import { ErrorCode } from '../../src/contract/errors'
import type { Database } from '../db/types'
import { AppError } from '../lib/app-error'
import { ok } from '../lib/envelope'
import { canonicalJson, sha256 } from '../lib/hash'
import {
  claim,
  claimMany,
  complete,
  completeMany,
  deleteExpired,
  find,
  type IdempotencyScope,
  release,
  releaseMany,
  takeOver,
} from './idempotency-store'

/** A claim older than this is treated as abandoned by a crashed request. */
const LEASE_MS = 2 * 60 * 1000
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/
/** Public calls (registration, binding) have no tenant or account yet. */
const PUBLIC_SCOPE = '-'

function scopeOf(request: FastifyRequest, key: string): IdempotencyScope {
  const account = request.account
  return { did: account?.did ?? PUBLIC_SCOPE, accountId: account?.id ?? PUBLIC_SCOPE, key }
}

/** A request's fingerprint: the same change sent alone or inside an outbox batch hashes the same. */
export function changeHash(method: string, pathname: string, query: unknown, body: unknown): string {
  return sha256(`${method} ${pathname} ${canonicalJson(query ?? {})} ${canonicalJson(body ?? {})}`)
}

const requestHash = (request: FastifyRequest) =>
  changeHash(request.method, request.url.split('?')[0] ?? '', request.query, request.body)

type Replay = { replay: ApiEnvelope<unknown>; status: number }

/** Claims the key, or says what to answer instead (stored answer, 409, 422). */
async function claimOrReplay(db: Database, scope: IdempotencyScope, hash: string): Promise<Replay | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await claim(db, scope, hash)) return null
    const row = await find(db, scope)
    if (!row) continue // released between our insert and select: try again
    if (row.expiresAt.getTime() < Date.now()) {
      await deleteExpired(db, scope)
      continue
    }
    if (row.requestHash !== hash) throw new AppError(ErrorCode.IDEMPOTENCY_MISMATCH, 'idempotency.mismatch')
    if (row.state === 'done') return { replay: row.response as ApiEnvelope<unknown>, status: row.statusCode ?? 200 }
    const abandoned = row.lockedAt.getTime() < Date.now() - LEASE_MS
    if (abandoned && (await takeOver(db, scope, row.lockedAt))) return null
    throw new AppError(ErrorCode.IN_FLIGHT, 'idempotency.inFlight')
  }
  throw new AppError(ErrorCode.IN_FLIGHT, 'idempotency.inFlight')
}

/** A call the offline outbox replays refuses to run without a key: a lost answer could change twice. */
export const keyRequired = () => new AppError(ErrorCode.VALIDATION, 'idempotency.required')

export const hasIdempotencyKey = (request: FastifyRequest) => request.headers['idempotency-key'] !== undefined

export function assertKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError(ErrorCode.VALIDATION, 'validation.idempotencyKey')
  }
}

export interface IdempotencyOptions {
  /** The offline outbox replays this call, so a missing key is refused (400) rather than risk a double change. */
  required?: boolean
  /**
   * Checks that must count even when the change fails (a wrong SMS code or old password uses up a
   * try): they run after the key is claimed — so a replay skips them — and outside the transaction.
   */
  before?: (db: Database) => Promise<void>
}

export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: (tx: Database) => Promise<T>,
  options: IdempotencyOptions = {},
): Promise<ApiEnvelope<T>> {
  const db = request.server.db
  const header = request.headers['idempotency-key']
  if (header === undefined) {
    if (options.required) throw keyRequired()
    await options.before?.(db)
    return db.transaction(async (tx) => ok(request, await change(tx)))
  }
  assertKey(header)
  const scope = scopeOf(request, header)
  const outcome = await claimOrReplay(db, scope, requestHash(request))
  if (outcome) {
    reply.status(outcome.status).header('idempotent-replayed', 'true')
    return outcome.replay as ApiEnvelope<T>
  }
  try {
    await options.before?.(db)
    return await db.transaction(async (tx) => {
      const answer = ok(request, await change(tx))
      await complete(tx, scope, 200, answer)
      return answer
    })
  } catch (error) {
    // Nothing was changed (the transaction rolled back): free the key so a retry can run.
    await release(db, scope).catch(() => {})
    throw error
  }
}

/** What one change of an outbox batch answers: what the single call would have sent. */
export interface ChangeAnswer<T> {
  status: number
  body: ApiEnvelope<T>
  replayed: boolean
}

/**
 * One change of an outbox batch (src/contract/outbox-batch.ts), inside the batch's transaction:
 * its key is claimed, the change run and its answer stored in one savepoint, so the change and
 * its stored answer commit together or not at all — nothing to release, no claim a crash can leave
 * behind. A refusal rolls back its savepoint only (the key stays free, as the single call's release
 * leaves it). An answer stored before (a re-sent batch, or the single call) is answered again; a
 * key still running in a single call answers 409, one used for another body 422, as alone.
 */
export async function changeInBatch<T>(
  request: FastifyRequest,
  tx: Database,
  key: unknown,
  hash: string,
  change: (savepoint: Database) => Promise<T>,
): Promise<ChangeAnswer<T>> {
  // A missing key was refused before the body was read (route.ts), as the single call refuses it.
  assertKey(key)
  const scope = scopeOf(request, key)
  return tx.transaction(async (savepoint) => {
    const outcome = await claimOrReplay(savepoint, scope, hash)
    if (outcome) return { status: outcome.status, body: outcome.replay as ApiEnvelope<T>, replayed: true }
    const answer = ok(request, await change(savepoint))
    await complete(savepoint, scope, 200, answer)
    return { status: 200, body: answer, replayed: false }
  })
}

/** What a set-based run answers for a change it refused (and wrote nothing of): run it alone. */
export const RUN_ALONE: unique symbol = Symbol('run alone')

/** A change of an outbox batch that goes with others at once: its key (checked) and request hash. */
export interface KeyedChange {
  key: string
  hash: string
}

/**
 * Several changes of an outbox batch at once, in one savepoint of the batch's transaction: every
 * key claimed in one statement, the claimed changes run together (`run` gets their indexes and
 * answers each one's result, or undefined where it refused that change and wrote nothing of it),
 * and their answers stored in one statement. Answers per change what changeInBatch would have
 * answered, or null: that change must go through changeInBatch after all — its key had a row
 * already (a stored answer, a claim still running, another body, an expired answer: changeInBatch
 * sorts these out) or `run` refused it; its key is left as it was. If anything fails, the
 * savepoint takes all of it back and the caller runs each change alone.
 */
export async function changesAtOnce<T>(
  request: FastifyRequest,
  tx: Database,
  changes: readonly KeyedChange[],
  run: (savepoint: Database, indexes: readonly number[]) => Promise<readonly (T | typeof RUN_ALONE)[]>,
): Promise<(ChangeAnswer<T> | null)[]> {
  const owner = scopeOf(request, '')
  return tx.transaction(async (savepoint) => {
    const claimed = await claimMany(
      savepoint,
      owner,
      changes.map((change) => ({ key: change.key, requestHash: change.hash })),
    )
    const fresh = changes.flatMap((change, index) => (claimed.has(change.key) ? [index] : []))
    const results = fresh.length > 0 ? await run(savepoint, fresh) : []
    const answers: (ChangeAnswer<T> | null)[] = changes.map(() => null)
    const refused: string[] = []
    const stored: { key: string; statusCode: number; response: unknown }[] = []
    for (const [n, index] of fresh.entries()) {
      const key = (changes[index] as KeyedChange).key
      const result = results[n] as T | typeof RUN_ALONE
      if (result === RUN_ALONE) {
        refused.push(key)
        continue
      }
      const body = ok(request, result)
      answers[index] = { status: 200, body, replayed: false }
      stored.push({ key, statusCode: 200, response: body })
    }
    // A refused change's claim goes: changeInBatch claims it again and answers the refusal.
    await releaseMany(savepoint, owner, refused)
    await completeMany(savepoint, owner, stored)
    return answers
  })
}
