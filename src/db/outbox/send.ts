// The outbox's requests: one change alone (its single call, its key as the Idempotency-Key
// header) or several in one POST /outbox/batch (src/contract/outbox-batch.ts), each answered as its
// single call. Either way every change ends with the SendResult its single call would have given,
// so the state machine (outcome.ts) handles a change the same however it went.
import type { ApiEnvelope } from '../../contract/envelope'
import {
  OUTBOX_BATCH_CALLS,
  OUTBOX_BATCH_MAX_BYTES,
  OUTBOX_BATCH_PATH,
  type OutboxBatchAnswer,
  type OutboxBatchChange,
  type OutboxBatchResult,
} from '../../contract/outbox-batch'
import { parseRetryAfter } from '../../lib/retry-after'
import type { SendResult } from './outcome'
import type { OutboxEntry } from './types'

export interface SendDeps {
  fetch?: typeof fetch
  /** Origin-relative API base. */
  apiBase?: string
  timeoutMs?: number
}

export interface SendSession {
  token: string | null
  language: string
}

/** A request with no answer after this long counts as no network. */
export const DEFAULT_TIMEOUT_MS = 30_000

const BATCHABLE = new Set<string>(OUTBOX_BATCH_CALLS)

/** A batchable change's part of a batch, or null when it must go alone (not batchable, too big). */
export function batchChange(entry: OutboxEntry, path: string): OutboxBatchChange | null {
  if (!BATCHABLE.has(entry.operation)) return null
  return { path, key: entry.id, body: entry.payload }
}

/**
 * Takes the next batch off the front of `queue`, in order: at most `size` changes (batch-size.ts
 * keeps it within the server's count) and within the drain's byte limit; at least one.
 */
export function takeBatch<T>(queue: T[], size: number, bytesOf: (item: T) => number): T[] {
  let bytes = 0
  let count = 0
  for (const item of queue) {
    bytes += bytesOf(item)
    if (count === size || (count > 0 && bytes > OUTBOX_BATCH_MAX_BYTES)) break
    count++
  }
  return queue.splice(0, Math.max(1, count))
}

export const changeBytes = (change: OutboxBatchChange) => JSON.stringify(change).length

/** POSTs JSON; status 0 when no answer came (network error, timeout). */
async function post(
  deps: SendDeps,
  path: string,
  session: SendSession,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<SendResult> {
  const doFetch = deps.fetch ?? fetch
  // A hung connection counts as a network failure (AbortSignal.timeout is missing in some runtimes).
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  let response: Response
  try {
    response = await doFetch(`${deps.apiBase ?? '/dis/ts'}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': session.language,
        Authorization: `Bearer ${session.token}`,
        ...headers,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
  } catch (error) {
    clearTimeout(timer)
    return { status: 0, msg: error instanceof Error ? error.message : String(error) }
  }
  let envelope: Partial<ApiEnvelope<unknown>> | null = null
  try {
    envelope = (await response.json()) as Partial<ApiEnvelope<unknown>>
  } catch {
    // Not JSON (a proxy's error page): the status alone decides.
  } finally {
    clearTimeout(timer)
  }
  return resultOf(response.status, envelope, parseRetryAfter(response.headers.get('retry-after')))
}

function resultOf(status: number, envelope: Partial<ApiEnvelope<unknown>> | null, retryAfterMs: number | null) {
  return {
    status,
    code: typeof envelope?.code === 'number' ? envelope.code : undefined,
    msg: typeof envelope?.msg === 'string' ? envelope.msg : undefined,
    data: envelope?.data,
    retryAfterMs,
  }
}

/** One change through its single call. */
export const sendAlone = (deps: SendDeps, path: string, entry: OutboxEntry, session: SendSession) =>
  post(deps, path, session, entry.payload, { 'Idempotency-Key': entry.id })

/**
 * Answers for a batch's changes, in order: each change's own, or — when the batch as a whole got
 * no answer, or one every single call would have got too (network, 401, 408, 429, 5xx) — that
 * one for each. 'alone' when the batch call itself was refused (a server without it answers 404,
 * or it found the batch malformed): the changes then go through their single calls.
 */
export async function sendBatch(
  deps: SendDeps,
  changes: readonly OutboxBatchChange[],
  session: SendSession,
): Promise<SendResult[] | 'alone'> {
  const result = await post(deps, OUTBOX_BATCH_PATH, session, { changes })
  const { status } = result
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) {
    return changes.map(() => result)
  }
  const answers = (result.data as Partial<OutboxBatchResult> | undefined)?.answers
  if (status !== 200 || result.code !== 0 || !Array.isArray(answers) || !answersMatch(answers, changes)) return 'alone'
  return answers.map((answer) =>
    resultOf(answer.status, answer.body, answer.retryAfter ? parseRetryAfter(answer.retryAfter) : null),
  )
}

const answersMatch = (answers: readonly OutboxBatchAnswer[], changes: readonly OutboxBatchChange[]) =>
  answers.length === changes.length &&
  answers.every((answer, index) => answer?.key === changes[index]?.key && typeof answer.status === 'number')
