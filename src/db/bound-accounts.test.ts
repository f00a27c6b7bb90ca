import { afterEach, describe, expect, it } from 'vitest'
import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { mayHaveDrafts, noteBoundAccount, noteSignedInAccount, signedInAccount, wasBoundBefore } from './bound-accounts'
import { putDraft } from './design-drafts'
import { AccountDb } from './schema'

afterEach(() => {
  removeStorage('local', STORAGE_KEYS.boundAccounts)
  removeStorage('local', STORAGE_KEYS.signedInAccount)
  removeStorage('local', STORAGE_KEYS.draftAccounts)
})

describe('bound accounts', () => {
  it('remembers each account whose database this device opened, once', () => {
    expect(wasBoundBefore('7')).toBe(false)
    noteBoundAccount('7')
    noteBoundAccount('7')
    noteBoundAccount('9')
    expect(wasBoundBefore('7')).toBe(true)
    expect(wasBoundBefore('9')).toBe(true)
    expect(wasBoundBefore('8')).toBe(false)
    expect(JSON.parse(readStorage('local', STORAGE_KEYS.boundAccounts) ?? '')).toEqual(['7', '9'])
  })

  it('reads a damaged hint as no account (the runtime then starts after the first screen)', () => {
    writeStorage('local', STORAGE_KEYS.boundAccounts, '{not json')
    expect(wasBoundBefore('7')).toBe(false)
    noteBoundAccount('7')
    expect(wasBoundBefore('7')).toBe(true)
  })

  it('knows the account a token signed in, for that token only', () => {
    expect(signedInAccount('token-a')).toBeNull()
    noteSignedInAccount('7', 'token-a')
    expect(signedInAccount('token-a')).toBe('7')
    expect(signedInAccount('token-b')).toBeNull()
    expect(signedInAccount(null)).toBeNull()
    // Not the token itself: a fingerprint of it.
    expect(readStorage('local', STORAGE_KEYS.signedInAccount)).not.toContain('token-a')
    noteSignedInAccount('9', 'token-b')
    expect(signedInAccount('token-a')).toBeNull()
    expect(signedInAccount('token-b')).toBe('9')
    writeStorage('local', STORAGE_KEYS.signedInAccount, '{not json')
    expect(signedInAccount('token-b')).toBeNull()
  })

  it('notes an account as it keeps a design draft; the editor waits for the database of those only', async () => {
    expect(mayHaveDrafts('7')).toBe(false)
    expect(mayHaveDrafts(null)).toBe(false)
    const db = new AccountDb('7')
    await putDraft(db, {
      key: 'new:1',
      updatedAt: 1,
      input: { name: 'Tee', productId: 'p1', color: '#FFFFFF', zoom: 10, sides: [] },
      sideId: 's1',
      saved: null,
      savedFrom: 0,
    })
    expect(await db.designDrafts.count()).toBe(1)
    expect(mayHaveDrafts('7')).toBe(true)
    // Another account on the same device has none: its chooser opens at once.
    expect(mayHaveDrafts('9')).toBe(false)
    // The boundAccounts list is a different note.
    expect(wasBoundBefore('7')).toBe(false)
    db.close()
    await db.delete()
  })
})
