import { describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/errors'
import { applyOutcome, BACKOFF_MAX_MS, backoffMs, classify } from './outcome'
import type { OutboxEntry } from './types'

const entry: OutboxEntry = {
  seq: 1,
  id: 'k1',
  operation: 'order.ship',
  payload: { orderId: 'o1' },
  entity: 'order:o1',
  baseVersion: 1,
  accountId: 'a',
  label: 'SO1',
  state: 'sending',
  createdAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
  lastError: null,
  lastStatus: null,
  serverRow: null,
}

describe('outbox outcomes (DESIGN.md §6)', () => {
  it('2xx with code 0 is done', () => {
    expect(classify({ status: 200, code: 0, data: { id: 'o1' } }, 1)).toEqual({ kind: 'done', data: { id: 'o1' } })
  })

  it.each([0, 408, 429, 500, 502, 503])('%i is retried later', (status) => {
    expect(classify({ status }, 1).kind).toBe('retry')
  })

  it('a 409 of the same key still running is retried, other 409s and 412 are conflicts with the server row', () => {
    expect(classify({ status: 409, code: ErrorCode.IN_FLIGHT }, 1).kind).toBe('retry')
    expect(classify({ status: 409, code: ErrorCode.CONFLICT, data: { version: 3 } }, 1)).toMatchObject({
      kind: 'conflict',
      serverRow: { version: 3 },
    })
    expect(classify({ status: 412, code: ErrorCode.STALE_VERSION, data: { version: 5 }, msg: 'stale' }, 1)).toEqual({
      kind: 'conflict',
      serverRow: { version: 5 },
      error: 'stale',
    })
  })

  it('401 holds for sign-in; other 4xx fail with the server message', () => {
    expect(classify({ status: 401 }, 1).kind).toBe('held')
    expect(classify({ status: 400, msg: 'bad tracking number' }, 1)).toEqual({
      kind: 'failed',
      error: 'bad tracking number',
    })
    expect(classify({ status: 403 }, 1).kind).toBe('failed')
    expect(classify({ status: 422 }, 1).kind).toBe('failed')
  })

  it('backs off exponentially with jitter, capped, and never sooner than Retry-After', () => {
    expect(backoffMs(1, null, () => 0)).toBe(1_000)
    expect(backoffMs(1, null, () => 1)).toBe(2_000)
    expect(backoffMs(4, null, () => 1)).toBe(16_000)
    expect(backoffMs(30, null, () => 1)).toBe(BACKOFF_MAX_MS)
    expect(backoffMs(1, 60_000, () => 0)).toBe(60_000)
  })

  it('moves the entry to the state of the outcome, keeping the error', () => {
    expect(applyOutcome(entry, { kind: 'retry', delayMs: 5_000, error: 'down' }, 1_000)).toMatchObject({
      state: 'retry',
      nextAttemptAt: 6_000,
      lastError: 'down',
    })
    expect(applyOutcome(entry, { kind: 'held', error: 'sign in' }, 0).state).toBe('held')
    expect(applyOutcome(entry, { kind: 'conflict', serverRow: { v: 2 }, error: 'x' }, 0)).toMatchObject({
      state: 'conflict',
      serverRow: { v: 2 },
    })
    expect(applyOutcome(entry, { kind: 'failed', error: 'no' }, 0).state).toBe('failed')
  })
})
