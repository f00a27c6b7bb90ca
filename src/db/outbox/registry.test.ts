import { describe, expect, it } from 'vitest'
import { OUTBOX_CALLS } from '../../contract/outbox-calls'
import { outboxOperations } from './registry'

describe('outbox registry', () => {
  it('replays only the calls the contract lists as outbox calls (the server requires a key on each)', () => {
    const registered = Object.fromEntries(outboxOperations().map((operation) => [operation.name, operation.path]))
    expect(registered).toEqual(OUTBOX_CALLS)
  })
})
