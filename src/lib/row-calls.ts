// A bulk action sent online one row at a time: each row is its own call with its own
// Idempotency-Key (made once, when the user confirmed), so the server checks permission, tenant,
// state and version per row and answers per row. A row the network never delivered keeps its key:
// "retry" sends the same key again, and the server answers a change it already made instead of
// making it twice.
import { type ApiError, isApiError } from './api-error'
import { errorMessage } from './error-message'

/** One row's outcome on a bulk screen. */
export type RowOutcome =
  | { kind: 'done' }
  /** Saved on this device; the outbox sends it when the server can be reached. */
  | { kind: 'queued' }
  /** The server said no (or a check before sending did): the message says why. */
  | { kind: 'refused'; message: string }
  /** Never answered (network, time-out, 5xx): safe to retry with the same key. */
  | { kind: 'unsent'; message: string }

export interface RowCall<B> {
  id: string
  body: B
  /** The Idempotency-Key of this row. */
  key: string
}

/** Builds the calls of the chosen rows, a fresh key each. */
export const rowCalls = <B>(rows: readonly { id: string; body: B }[]): RowCall<B>[] =>
  rows.map((row) => ({ ...row, key: crypto.randomUUID() }))

/** Failures the server did not decide: the change may or may not have landed, the same key settles it. */
const undelivered = (error: ApiError) => error.status === 0 || error.status === 408 || error.status >= 500

export function outcomeOfError(error: unknown): RowOutcome {
  if (isApiError(error) && undelivered(error)) return { kind: 'unsent', message: error.message }
  return { kind: 'refused', message: errorMessage(error) }
}

/**
 * Sends the calls two at a time (a few hundred rows finish quickly without flooding a shared
 * server) and reports each outcome as it arrives.
 */
export async function runRowCalls<B>(
  calls: readonly RowCall<B>[],
  send: (call: RowCall<B>) => Promise<unknown>,
  onOutcome: (id: string, outcome: RowOutcome) => void,
  parallel = 2,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++] as RowCall<B>
      try {
        await send(call)
        onOutcome(call.id, { kind: 'done' })
      } catch (error) {
        onOutcome(call.id, outcomeOfError(error))
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, calls.length) }, worker))
}
