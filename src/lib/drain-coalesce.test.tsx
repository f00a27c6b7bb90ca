import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bindAccount, unbindAccount } from '../db/current'
import { deleteAccountData } from '../db/open'
import { setDrainActivity } from '../db/outbox/signal'
import { DRAIN_THROTTLE_MS, invalidateAfterDrain, useOutboxLiveQuery } from './drain-coalesce'

const ACCOUNT = 'drain-coalesce-acc'

const idle = () => setDrainActivity({ running: false, last: null })
const draining = () => setDrainActivity({ running: true, last: null })

beforeEach(idle)
afterEach(async () => {
  idle()
  vi.useRealTimers()
  unbindAccount()
  await deleteAccountData(ACCOUNT)
})

describe('coalescing during an outbox drain (issue 14 item 18)', () => {
  it('invalidations asked for during a drain run once, when it ends', async () => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
    draining()
    for (let change = 0; change < 200; change++) await invalidateAfterDrain(client, { queryKey: ['goods'] })
    await invalidateAfterDrain(client, { queryKey: ['orders'] })
    expect(invalidate).not.toHaveBeenCalled()
    idle()
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['goods'] }], [{ queryKey: ['orders'] }]])
    // Outside a drain: at once.
    await invalidateAfterDrain(client, { queryKey: ['goods'] })
    expect(invalidate).toHaveBeenCalledTimes(3)
  })

  it('a live query of the outbox renders its caller at most once a second during a drain, and at once after it', async () => {
    const db = await bindAccount(ACCOUNT)
    let renders = 0
    // What the live query last read: it reads again after every change, paced or not.
    let seen = -1
    const { result } = renderHook(() => {
      renders++
      return useOutboxLiveQuery(
        () =>
          db.syncState.get('orders').then((state) => {
            seen = state?.syncedAt ?? 0
            return seen
          }),
        [db],
      )
    })
    await waitFor(() => expect(result.current).toBe(0))
    act(() => draining())
    const before = renders
    const started = Date.now()
    // 40 changes, each read by the live query before the next is written.
    for (let change = 1; change <= 40; change++) {
      await db.syncState.put({ mirror: 'orders', cursor: null, syncedAt: change, error: null })
      await vi.waitFor(() => expect(seen).toBe(change), { interval: 1 })
    }
    const seconds = (Date.now() - started) / DRAIN_THROTTLE_MS
    // Not once per change: once per second that passed (and the first result's), whatever the caller is.
    expect(renders - before).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
    act(() => idle())
    await waitFor(() => expect(result.current).toBe(40))
    // Outside a drain: each change at once.
    await db.syncState.put({ mirror: 'orders', cursor: null, syncedAt: 41, error: null })
    await waitFor(() => expect(result.current).toBe(41))
  })
})
