import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bindAccount, unbindAccount } from '../db/current'
import { deleteAccountData } from '../db/open'
import { useLiveQuery, useLiveQueryReadEarly } from './use-live-query'

const ACCOUNT = 'live-query-acc'

afterEach(async () => {
  unbindAccount()
  await deleteAccountData(ACCOUNT)
})

describe('useLiveQuery (Dexie loaded on first subscribe, issue 21)', () => {
  it('answers, follows writes, and keeps the last answer while new deps load', async () => {
    const db = await bindAccount(ACCOUNT)
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

  it('gives the default result before the first answer', async () => {
    await bindAccount(ACCOUNT)
    const { result } = renderHook(() => useLiveQuery(() => 5, [], 'none'))
    expect(result.current).toBe('none')
    await waitFor(() => expect(result.current).toBe(5))
  })

  it('reads nothing while no account database is bound, and answers once one is', async () => {
    let reads = 0
    const { result } = renderHook(() =>
      useLiveQuery(
        () => {
          reads++
          return 7
        },
        [],
        'none',
      ),
    )
    // Its effect has run and subscribed to nothing: nothing is read.
    await act(async () => {})
    expect(reads).toBe(0)
    expect(result.current).toBe('none')
    await bindAccount(ACCOUNT)
    await waitFor(() => expect(result.current).toBe(7))
  })

  it('read early: the first read starts in the first render, and the live subscription takes over', async () => {
    const db = await bindAccount(ACCOUNT)
    await db.syncState.put({ mirror: 'orders', cursor: null, syncedAt: 1, error: null })
    let reads = 0
    const { result } = renderHook(() =>
      useLiveQueryReadEarly(() => {
        reads++
        return db.syncState.get('orders').then((state) => state?.syncedAt)
      }, []),
    )
    // Read while rendering: the live query (Dexie's liveQuery, loaded on subscribe) has not run yet.
    expect(reads).toBe(1)
    await waitFor(() => expect(result.current).toBe(1))
    await db.syncState.update('orders', { syncedAt: 2 })
    await waitFor(() => expect(result.current).toBe(2))
    expect(reads).toBeGreaterThanOrEqual(3) // the early read, the live one, the live one after the write
  })
})
