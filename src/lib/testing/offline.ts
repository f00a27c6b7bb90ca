// Tests of screens that queue changes: a bound account database (fake-indexeddb) and a drain that
// answers requestDrain() as the page's offline runtime does, sending through the (mocked) fetch.
import Dexie from 'dexie'
import { bindAccount, unbindAccount } from '../../db/current'
import { accountDbName } from '../../db/names'
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
    db.close()
    await Dexie.delete(accountDbName(accountId))
  }
}
