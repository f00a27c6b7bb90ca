// Tests of screens that queue changes: a bound account database (fake-indexeddb) and a drain that
// answers requestDrain() as the page's offline runtime does, sending through the (mocked) fetch.
import { cleanup } from '@testing-library/react'
import { bindAccount, unbindAccount } from '../../db/current'
import { deleteAccountData } from '../../db/open'
import { drainOutbox } from '../../db/outbox/drain'
import { onDrainRequest } from '../../db/outbox/signal'

export async function startTestOutbox(accountId = 'test-account', token = 'tok'): Promise<() => Promise<void>> {
  const db = await bindAccount(accountId)
  const drains: Promise<unknown>[] = []
  const stop = onDrainRequest(() => {
    drains.push(
      drainOutbox({ db, session: async () => ({ token, language: 'en' }), fetch: (...args) => fetch(...args) }),
    )
  })
  return async () => {
    stop()
    // Nothing may touch the database once it is gone: finish the drains, unmount the screens
    // (their live queries), then release it as sign-out does, so the next test opens a fresh one.
    await Promise.allSettled(drains)
    cleanup()
    unbindAccount()
    await deleteAccountData(accountId)
  }
}
