import { afterEach, describe, expect, it } from 'vitest'
import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { noteBoundAccount, wasBoundBefore } from './bound-accounts'

afterEach(() => removeStorage('local', STORAGE_KEYS.boundAccounts))

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
})
