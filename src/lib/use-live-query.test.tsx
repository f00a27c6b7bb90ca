import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { accountDb, deleteAccountData } from '../db/open'
import { useLiveQuery } from './use-live-query'

const ACCOUNT = 'live-query-acc'

afterEach(async () => {
  await deleteAccountData(ACCOUNT)
})

describe('useLiveQuery (Dexie loaded on first subscribe, issue 21)', () => {
  it('answers, follows writes, and keeps the last answer while new deps load', async () => {
    const db = accountDb(ACCOUNT)
    await db.syncState.put({ mirror: 'orders', cursor: null, syncedAt: 1, error: null })
    const { result, rerender } = renderHook(
      ({ mirror }) => useLiveQuery(() => db.syncState.get(mirror).then((state) => state?.syncedAt ?? 0), [mirror]),
      { initialProps: { mirror: 'orders' } },
    )
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBe(1))
    await db.syncState.update('orders', { syncedAt: 2 })
    await waitFor(() => expect(result.current).toBe(2))
    rerender({ mirror: 'refunds' })
    // Still the orders' answer until the refunds' query answers (no flash of "nothing").
    expect(result.current).toBe(2)
    await waitFor(() => expect(result.current).toBe(0))
  })

  it('gives the default result before the first answer', () => {
    const { result } = renderHook(() => useLiveQuery(() => 5, [], 'none'))
    expect(result.current).toBe('none')
  })
})
