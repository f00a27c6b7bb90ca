// Issue 14 items 1–2: sign-in attempts are reserved in the database before the password is
// checked (so a burst cannot outrun the count, on either database and across instances), limited
// per (username, address) and per address, and the account itself only slows down (a growing
// delay) instead of locking its owner out.
import { expect, it } from 'vitest'
import { loginAttempts } from '../../db/schema'
import { describeApp } from '../../test/helper'

describeApp('sign-in throttling', (get) => {
  const login = (username: string, password: string, remoteAddress: string) =>
    get().call('POST', '/login', { form: { username, password }, remoteAddress, locale: 'en' })

  it('a burst of 40 concurrent tries (39 wrong, then the right one) from one address gets no token', async () => {
    const ip = '10.1.0.1'
    const tries = Array.from({ length: 40 }, (_, i) => login('supplier', i === 39 ? 'demo1234' : `bad${i}`, ip))
    const statuses = (await Promise.all(tries)).map((answer) => answer.status)
    const tally = (status: number) => statuses.filter((each) => each === status).length
    console.info(`burst: ${tally(400)} × 400, ${tally(429)} × 429, ${tally(200)} × 200`)
    expect(tally(200)).toBe(0)
    expect(tally(400)).toBeLessThanOrEqual(5)
    expect(tally(429)).toBeGreaterThanOrEqual(35)
  })

  it('5 failures for a username from one address do not lock its owner out elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await login('staff', `bad${i}`, '10.1.0.2')).status).toBe(400)
    expect((await login('staff', 'demo1234', '10.1.0.2')).status).toBe(429)
    // The owner, from another address, after the short delay the failures earned.
    await get()
      .db.update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 2000) })
    expect((await login('staff', 'demo1234', '10.1.0.3')).status).toBe(200)
  })

  it('failures spread over many addresses slow the account down with a growing delay, capped at a minute', async () => {
    const delays: number[] = []
    for (let i = 1; i <= 12; i++) {
      expect((await login('seller2', `bad${i}`, `10.2.0.${i}`)).status).toBe(400)
      if (i >= 5) {
        // The owner tries right away from their own address: refused for seconds, not 15 minutes.
        const owner = await login('seller2', 'demo1234', '10.2.1.1')
        expect(owner.status).toBe(429)
        delays.push(Number(owner.headers['retry-after']))
      }
      // Let the delay pass, as a patient attacker would.
      await get()
        .db.update(loginAttempts)
        .set({ createdAt: new Date(Date.now() - 61_000) })
    }
    console.info(`owner's wait after 5..12 failures: ${delays.join(', ')} s`)
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
    expect((await login('seller2', 'demo1234', '10.2.1.1')).status).toBe(200)
  })

  it('refuses an address after 30 failures whatever the username, and other addresses still sign in', async () => {
    const ip = '10.3.0.1'
    await get()
      .db.insert(loginAttempts)
      .values(Array.from({ length: 30 }, () => ({ scope: 'ip', subject: ip })))
    expect((await login('factory', 'demo1234', ip)).status).toBe(429)
    expect((await login('factory', 'demo1234', '10.3.0.2')).status).toBe(200)
  })
})
