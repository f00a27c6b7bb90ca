// The offline start's early open: only offline, only for the account this token signed in, and it
// never makes a database the device does not hold.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearToken, setToken } from '../lib/token'
import { noteSignedInAccount } from './bound-accounts'
import { accountDbName } from './names'
import { warmLastAccountDb } from './warm-account-db'

const names = async () => (await indexedDB.databases()).map((database) => database.name)

async function holdDatabase(name: string) {
  const request = indexedDB.open(name, 3)
  request.onupgradeneeded = () => request.result.createObjectStore('orders')
  const db = await new Promise<IDBDatabase>((resolve) => {
    request.onsuccess = () => resolve(request.result)
  })
  db.close()
}

describe('warmLastAccountDb', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    clearToken()
  })

  it('offline, opens the signed-in account’s database (and only that)', async () => {
    await holdDatabase(accountDbName('warm-1'))
    setToken('token-warm-1')
    noteSignedInAccount('warm-1', 'token-warm-1')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const open = vi.spyOn(indexedDB, 'open')
    warmLastAccountDb()
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(accountDbName('warm-1'))
    // Opened and closed again: Dexie may upgrade it right after.
    const request = open.mock.results[0]!.value as IDBOpenDBRequest
    await new Promise((resolve) => request.addEventListener('success', resolve))
    await expect(
      new Promise((resolve) => {
        const upgrade = indexedDB.open(accountDbName('warm-1'), 4)
        upgrade.onblocked = () => resolve('blocked')
        upgrade.onsuccess = () => {
          upgrade.result.close()
          resolve('upgraded')
        }
      }),
    ).resolves.toBe('upgraded')
  })

  it('online, or for a token no account was noted for, opens nothing', () => {
    setToken('token-warm-2')
    noteSignedInAccount('warm-2', 'another-token')
    const open = vi.spyOn(indexedDB, 'open')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    warmLastAccountDb()
    noteSignedInAccount('warm-2', 'token-warm-2')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    warmLastAccountDb()
    expect(open).not.toHaveBeenCalled()
  })

  it('does not create the database of an account the device holds none of', async () => {
    setToken('token-warm-3')
    noteSignedInAccount('warm-3', 'token-warm-3')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const open = vi.spyOn(indexedDB, 'open')
    warmLastAccountDb()
    const request = open.mock.results[0]!.value as IDBOpenDBRequest
    await new Promise((resolve) => request.addEventListener('error', resolve))
    expect(await names()).not.toContain(accountDbName('warm-3'))
  })
})
