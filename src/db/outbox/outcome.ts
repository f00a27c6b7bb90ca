// The outbox state machine (DESIGN.md §6): what an answer — or the lack of one — does to an entry.
// Pure, so it is unit-tested without a browser.
import { ErrorCode } from '../../contract/errors'
import type { OutboxEntry } from './types'

export interface SendResult {
  /** 0 when no answer came (network error, timeout). */
  status: number
  /** The envelope's `code`, when the body was one. */
  code?: number
  msg?: string
  data?: unknown
  /** From the Retry-After header. */
  retryAfterMs?: number | null
}

export type Outcome =
  | { kind: 'done'; data: unknown }
  | { kind: 'retry'; delayMs: number; error: string }
  | { kind: 'held'; error: string }
  | { kind: 'conflict'; serverRow: unknown; error: string }
  | { kind: 'failed'; error: string }

export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_MAX_MS = 5 * 60_000

/** Exponential backoff with full jitter; never below what Retry-After asked for. */
export function backoffMs(attempts: number, retryAfterMs?: number | null, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  const jittered = Math.round(ceiling / 2 + (random() * ceiling) / 2)
  return Math.max(jittered, retryAfterMs ?? 0)
}

export function classify(result: SendResult, attempts: number, random?: () => number): Outcome {
  const { status } = result
  const message = result.msg || (status === 0 ? 'network error' : `HTTP ${status}`)
  if (status >= 200 && status < 300 && (result.code === undefined || result.code === 0)) {
    return { kind: 'done', data: result.data }
  }
  if (status === 0 || status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', delayMs: backoffMs(attempts, result.retryAfterMs, random), error: message }
  }
  if (status === 401) return { kind: 'held', error: message }
  // The same key still running on the server (an earlier attempt whose answer we lost): try again later.
  if (status === 409 && result.code === ErrorCode.IN_FLIGHT) {
    return { kind: 'retry', delayMs: backoffMs(attempts, result.retryAfterMs, random), error: message }
  }
  if (status === 409 || status === 412) return { kind: 'conflict', serverRow: result.data ?? null, error: message }
  return { kind: 'failed', error: message }
}

/** The entry after an outcome (a done entry is deleted by the caller instead). */
export function applyOutcome(
  entry: OutboxEntry,
  outcome: Exclude<Outcome, { kind: 'done' }>,
  now: number,
): OutboxEntry {
  const base = { ...entry, lastError: outcome.error }
  switch (outcome.kind) {
    case 'retry':
      return { ...base, state: 'retry', nextAttemptAt: now + outcome.delayMs }
    case 'held':
      return { ...base, state: 'held' }
    case 'conflict':
      return { ...base, state: 'conflict', serverRow: outcome.serverRow }
    case 'failed':
      return { ...base, state: 'failed' }
  }
}
