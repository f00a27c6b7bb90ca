// The shared rate buckets: several slots taken in one update never exceed the in-flight limit or
// the tokens, a wait is answered when none is free, and slots given back together free them all.
import { expect, it } from 'vitest'
import { describeApp } from '../test/helper'
import { freeAllSlots, giveBack, takeSlots } from './rate-buckets'

describeApp('rate buckets', (get) => {
  const rule = { perSecond: 10, burst: 3, maxInFlight: 2 }

  it('grants up to the in-flight limit and the tokens in one take, and frees slots given back together', async () => {
    const db = get().db
    const now = Date.parse('2026-11-26T00:00:00Z')
    const first = await takeSlots(db, 'test:a', rule, 3, now)
    expect('slots' in first && first.slots).toHaveLength(2) // two in flight at most
    expect(await takeSlots(db, 'test:a', rule, 1, now)).toEqual({ waitMs: 50 })
    if (!('slots' in first)) throw new Error('no slots')
    expect(new Set(first.slots).size).toBe(2)
    await giveBack(db, 'test:a', first.slots)
    // One token left of the burst of three: one slot, though two are free.
    const second = await takeSlots(db, 'test:a', rule, 2, now)
    expect('slots' in second && second.slots).toHaveLength(1)
    if (!('slots' in second)) throw new Error('no slots')
    await giveBack(db, 'test:a', second.slots)
    // No token: wait for the next (a tenth of a second at ten a second).
    expect(await takeSlots(db, 'test:a', rule, 2, now)).toEqual({ waitMs: 100 })
    const later = await takeSlots(db, 'test:a', rule, 2, now + 200)
    expect('slots' in later && later.slots).toHaveLength(2)
  })

  it('frees the slots a stopped process held, so its resumed jobs call at once', async () => {
    const db = get().db
    const now = Date.now()
    const held = await takeSlots(db, 'test:stopped', { ...rule, slotMs: 120_000 }, 2, now)
    expect('slots' in held && held.slots).toHaveLength(2)
    expect(await takeSlots(db, 'test:stopped', rule, 1, now + 1000)).toEqual({ waitMs: 50 })
    expect(await freeAllSlots(db)).toBeGreaterThanOrEqual(1)
    const after = await takeSlots(db, 'test:stopped', rule, 1, now + 1000)
    expect('slots' in after && after.slots).toHaveLength(1)
  })
})
