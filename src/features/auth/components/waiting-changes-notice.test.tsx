import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountDb, deleteAccountData, writeMetaSession } from '../../../db/open'
import { shipOrderOperation } from '../../../db/outbox/operations/ship-order'
import { enqueue } from '../../../db/outbox/queue'
import { anyOutboxMarkerUnsynced } from '../../../db/storage-loss'
import { renderWithProviders } from '../../../lib/testing/providers'
import { WaitingChangesNotice } from './waiting-changes-notice'

const ship = (orderId: string) => ({
  operation: shipOrderOperation,
  payload: { orderId, expressCode: 'SF', trackingNo: `TRK-${orderId}`, version: 1 },
  label: orderId,
})

// The counts the notice asked for, so a test can wait until it has its answer.
const counts = vi.hoisted(() => [] as Promise<number>[])
vi.mock('../../../db/forget', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../db/forget')>()
  return {
    ...actual,
    countChangesAwaitingSignIn: () => {
      const counted = actual.countChangesAwaitingSignIn()
      counts.push(counted)
      return counted
    },
  }
})

afterEach(async () => {
  counts.length = 0
  await deleteAccountData('acc-held')
})

describe('the sign-in page after the server ended the session (issue 14 item 19)', () => {
  it('says how many changes of this device wait for the sign-in', async () => {
    await writeMetaSession({ accountId: 'acc-held', token: null, language: 'en' })
    const db = accountDb('acc-held')
    const entries = await enqueue(db, [ship('o1'), ship('o2'), ship('o3')])
    await db.outbox.update(entries[0]?.seq as number, { state: 'held' })
    // The marker outside IndexedDB counts queued changes just after they commit (marker.ts); the
    // sign-in page, which reads it, comes later in the app. Under load the render could win that race.
    await vi.waitFor(() => expect(anyOutboxMarkerUnsynced()).toBe(true))
    renderWithProviders(<WaitingChangesNotice />)
    expect((await screen.findByTestId('waiting-changes')).textContent).toContain(
      '3 changes made on this device wait for you: sign in again with the same account and they are sent.',
    )
  })

  it('says nothing after a sign-out, which took the device’s changes with it', async () => {
    await writeMetaSession({ accountId: 'acc-held', token: null, language: 'en' })
    await enqueue(accountDb('acc-held'), [ship('o1')])
    await deleteAccountData('acc-held')
    renderWithProviders(<WaitingChangesNotice />)
    // The notice has decided: no marker says anything waits (it loads nothing), or its count is back.
    if (anyOutboxMarkerUnsynced()) {
      await vi.waitFor(() => expect(counts).toHaveLength(1))
      await act(() => counts[0])
    }
    expect(screen.queryByTestId('waiting-changes')).toBeNull()
  })
})
