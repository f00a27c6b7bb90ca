import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { smsCodes } from '../../db/schema'
import { describeApp } from '../../test/helper'

describeApp('POST /account/sms', (get) => {
  it('sends a 6-digit code through the SMS sender and stores only its hash', async () => {
    const answer = await get().call('POST', '/account/sms', {
      body: { phone: '13900000001', purpose: 'register' },
      locale: 'en',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 0, data: true })
    const message = get().sms.sent.at(-1)
    expect(message).toMatchObject({ phone: '13900000001', purpose: 'register' })
    expect(message?.code).toMatch(/^\d{6}$/)
    expect(message?.text).toBe(`Your verification code is ${message?.code}, valid for 10 minutes.`)
    const [row] = await get().db.select().from(smsCodes).where(eq(smsCodes.phone, '13900000001'))
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.codeHash).not.toContain(message?.code)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(600_000)
  })

  it('sends at most one code per phone per minute (429 with Retry-After)', async () => {
    await get().call('POST', '/account/sms', { body: { phone: '13900000002' } })
    const again = await get().call('POST', '/account/sms', {
      body: { phone: '13900000002', purpose: 'bind' },
      locale: 'en',
    })
    expect(again.status).toBe(429)
    expect(again.body.code).toBe(42900)
    const wait = Number(again.headers['retry-after'])
    expect(wait).toBeGreaterThan(50)
    expect(wait).toBeLessThanOrEqual(60)
    expect(again.body.msg).toBe(`A code was sent moments ago, please wait ${wait} seconds before asking again`)
  })

  it('sends at most 20 codes per address per hour, whatever the phones', async () => {
    const ip = '10.1.1.1'
    for (let i = 0; i < 20; i++) {
      const phone = `1360000${String(i).padStart(4, '0')}`
      expect((await get().call('POST', '/account/sms', { body: { phone }, remoteAddress: ip })).status).toBe(200)
    }
    const limited = await get().call('POST', '/account/sms', { body: { phone: '13600009999' }, remoteAddress: ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500)
    const elsewhere = await get().call('POST', '/account/sms', {
      body: { phone: '13600009999' },
      remoteAddress: '10.1.1.2',
    })
    expect(elsewhere.status).toBe(200)
  })

  it('answers 400 for a phone number that is not 11 digits, in both languages, and sends nothing', async () => {
    const before = get().sms.sent.length
    const en = await get().call('POST', '/account/sms', { body: { phone: '12345' }, locale: 'en' })
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe('Phone: Please enter a valid mobile phone number (11 digits)')
    const zh = await get().call('POST', '/account/sms', { body: { phone: '1380000000a' } })
    expect(zh.body.msg).toBe('手机号：请输入有效的手机号码（11 位）')
    expect(get().sms.sent.length).toBe(before)
  })

  it('answers 400 for an unknown purpose', async () => {
    const answer = await get().call('POST', '/account/sms', {
      body: { phone: '13900000003', purpose: 'spam' },
      locale: 'en',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toMatch(/^Purpose: /)
  })
})
