import { afterEach, describe, expect, it } from 'vitest'
import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { noteBoundAccount, noteSignedInAccount, signedInAccount, wasBoundBefore } from './bound-accounts'

afterEach(() => {
  removeStorage('local', STORAGE_KEYS.boundAccounts)
  removeStorage('local', STORAGE_KEYS.signedInAccount)
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
})
