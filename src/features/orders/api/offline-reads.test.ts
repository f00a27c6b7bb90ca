// The outbox states the order list reads: while nothing waits, the same empty map every time, so
// the database opening does not make the list build its columns and draw every row again (issue 21).
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bindAccount, unbindAccount } from '../../../db/current'
import { deleteAccountData } from '../../../db/open'
import type { OutboxEntry } from '../../../db/outbox/types'
import { useOrderSyncStates } from './offline-reads'

const ACCOUNT = 'order-sync-states-acc'

afterEach(async () => {
  unbindAccount()
  await deleteAccountData(ACCOUNT)
})

describe('useOrderSyncStates', () => {
  it('keeps one empty map from before the database is bound until a change of an order waits', async () => {
    const seen: ReadonlyMap<string, string>[] = []
    const { result } = renderHook(() => {
      const states = useOrderSyncStates()
      seen.push(states)
      return states
    })
    const db = await bindAccount(ACCOUNT)
    // Another entity's change: the outbox answers again, still with no order in it.
    await db.outbox.add({ entity: 'goods:g1', state: 'pending' } as OutboxEntry)
    await db.outbox.add({ entity: 'order:o1', state: 'failed' } as OutboxEntry)
    await waitFor(() => expect(result.current.get('o1')).toBe('failed'))
    const empty = seen.filter((states) => states.size === 0)
    expect(empty.length).toBeGreaterThan(1)
    expect(new Set(empty).size).toBe(1)
  })
})
