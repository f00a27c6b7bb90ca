import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountDbName } from '../../db/names'
import { shipOrderOperation } from '../../db/outbox/operations/ship-order'
import { newEntry } from '../../db/outbox/queue'
import type { OutboxEntry } from '../../db/outbox/types'
import { AccountDb } from '../../db/schema'
import { createRetryWaker, PROBE_EVERY_MS, type RetryWaker } from './retry-waker'

let db: AccountDb
let n = 0
let waker: RetryWaker | null = null

/** A shipment that failed and waits out a backoff of `waitMs`, after an answer `lastStatus`. */
async function waiting(orderId: string, lastStatus: number, waitMs: number): Promise<void> {
  const entry: OutboxEntry = {
    ...newEntry('acc', {
      operation: shipOrderOperation,
      payload: { orderId, expressCode: 'SF', trackingNo: `TRK-${orderId}`, version: 1 },
      label: orderId,
    }),
    state: 'retry',
    attempts: 6,
    lastStatus,
    nextAttemptAt: Date.now() + waitMs,
  }
  await db.outbox.add(entry)
}

const dueNow = async () =>
  (await db.outbox.toArray()).filter((entry) => entry.nextAttemptAt <= Date.now()).map((entry) => entry.label)

beforeEach(() => {
  n++
  db = new AccountDb(`waker-${n}`)
})
afterEach(async () => {
  waker?.stop()
  waker = null
  vi.useRealTimers()
  db.close()
  await Dexie.delete(accountDbName(`waker-${n}`))
})

describe('outbox retry waker (issue 14 item 14)', () => {
  it('any answer from the server makes the changes waiting on its reach due now and drains', async () => {
    await waiting('o1', 0, 5 * 60_000)
    await waiting('o2', 503, 4 * 60_000)
    // The server itself asked this one to wait: its backoff stands.
    await waiting('o3', 429, 4 * 60_000)
    const drain = vi.fn(async () => {})
    waker = createRetryWaker({ db, drain, probe: async () => false })
    waker.serverAnswered()
    await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(1))
    expect((await dueNow()).sort()).toEqual(['o1', 'o2'])
  })

  it('while changes wait on an unreachable server, a cheap probe wakes them as soon as it answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await waiting('o1', 0, 5 * 60_000)
    let up = false
    const probe = vi.fn(async () => up)
    const drain = vi.fn(async () => {})
    waker = createRetryWaker({ db, drain, probe })
    await waker.schedule()
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS + 10)
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1))
    expect(drain).not.toHaveBeenCalled()
    up = true
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS + 10)
    await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(1))
    expect(await dueNow()).toEqual(['o1'])
    // Far less than the 5-minute backoff.
    expect(probe).toHaveBeenCalledTimes(2)
  })

  it('does not probe for a wait the server asked for; the drain comes when it is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await waiting('o1', 429, 30_000)
    const probe = vi.fn(async () => true)
    const drain = vi.fn(async () => {})
    waker = createRetryWaker({ db, drain, probe })
    await waker.schedule()
    await vi.advanceTimersByTimeAsync(29_000)
    expect(drain).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(drain).toHaveBeenCalledTimes(1)
    expect(probe).not.toHaveBeenCalled()
  })
})
