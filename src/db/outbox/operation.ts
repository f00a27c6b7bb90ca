// What an outbox operation is: one file per operation under ./operations, listed in the registry.
import type { z } from 'zod'
import type { AccountDb } from '../schema'

/** A change's body as the outbox stores it (JSON-safe, sent as is). */
export type Payload = Record<string, unknown>

export interface OutboxOperation<P extends Payload = Payload> {
  /** Stable name stored in entries (never rename: queued entries refer to it). */
  name: string
  /** POST path under /dis/ts. */
  path: string
  // The payload-taking members are declared as methods: the registry and the drain hold every
  // operation as OutboxOperation<Payload> and hand it the payload read back from the outbox, which
  // is the P it was queued with (checkedPayload let nothing else in).
  /** What the change touches: entries of one entity are sent in order, one at a time. */
  entityOf(payload: P): string
  /** The `version` the change was based on. */
  versionOf(payload: P): number | null
  /** "Apply mine again" after a conflict: the same change on top of the server's current row. */
  rebase(payload: P, serverRow: unknown): P
  /**
   * The row a 2xx answer carries, in the shape `rebase` takes (defaults to the answer itself): a
   * change queued behind this one on the same entity is rebased on it (base version chaining).
   */
  rowOfDone?: (data: unknown) => unknown
  /** After 2xx: bring the mirror up to date with the server's answer. */
  applyDone?(db: AccountDb, data: unknown, payload: P): Promise<void>
  /**
   * After 2xx of several changes of this operation in one batch: what applyDone does for each, in
   * a few IndexedDB requests for all (each request costs the page and the IndexedDB process).
   */
  applyDoneMany?(db: AccountDb, done: readonly { data: unknown; payload: P }[]): Promise<void>
  /** "Keep theirs": the server's row replaces the mirrored one. */
  applyServerRow?: (db: AccountDb, serverRow: unknown) => Promise<void>
}

export function defineOperation<P extends Payload>(operation: OutboxOperation<P>): OutboxOperation<P> {
  return operation
}

/** A payload refused by its call's schema when queued: a mistake of the screen that built it. */
export class OutboxPayloadError extends Error {
  constructor(
    readonly operation: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `The ${operation} change does not match its call: ${issues.map((issue) => `${issue.path.join('.') || '(body)'} ${issue.message}`).join('; ')}`,
    )
    this.name = 'OutboxPayloadError'
  }
}
