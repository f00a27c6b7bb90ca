import { describe, expect, it } from 'vitest'
import { accountKind } from './account-kind'

describe('account kind', () => {
  it('names the kind from type and tenant', () => {
    expect(accountKind({ id: 'd1', did: 'd1', type: 0 })).toBe('distributor')
    expect(accountKind({ id: 'u2', did: 'd1', type: 0 })).toBe('member')
    expect(accountKind({ id: 'f1', did: 'f1', type: 1 })).toBe('manufacturer')
    expect(accountKind({ id: 's1', did: 's1', type: 2 })).toBe('supplier')
  })
})
