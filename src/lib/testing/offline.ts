// Tests of screens that queue changes: a bound account database (fake-indexeddb) and a drain that
// answers requestDrain() as the page's offline runtime does, sending through the (mocked) fetch.
import { bindAccount, unbindAccount } from '../../db/current'
import { deleteAccountData } from '../../db/open'
import { drainOutbox } from '../../db/outbox/drain'
import { onDrainRequest } from '../../db/outbox/signal'

export async function startTestOutbox(accountId = 'test-account', token = 'tok'): Promise<() => Promise<void>> {
  const db = await bindAccount(accountId)
  const stop = onDrainRequest(() => {
    void drainOutbox({ db, session: async () => ({ token, language: 'en' }), fetch: (...args) => fetch(...args) })
  })
  return async () => {
    stop()
    unbindAccount()
    // As sign-out does: the next test's bindAccount must get a fresh database, not this closed one.
    await deleteAccountData(accountId)
  }
}
