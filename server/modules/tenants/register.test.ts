import { count, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { PERMISSION_KEYS, type UserInfo } from '../../../src/contract/permissions'
import { accounts, distributors, financeAccounts } from '../../db/schema'
import { describeApp, type TestApp } from '../../test/helper'

async function codeFor(app: TestApp, phone: string) {
  const sent = await app.call('POST', '/account/sms', { body: { phone, purpose: 'register' } })
  expect(sent.status).toBe(200)
  return app.sms.lastCode(phone)
}

const accountCount = async (app: TestApp) => (await app.db.select({ n: count() }).from(accounts))[0]?.n ?? 0

describeApp('POST /register', (get) => {
  it('creates a distributor tenant whose owner signs in with the phone number', async () => {
    const phone = '13700000001'
    const smsCode = await codeFor(get(), phone)
    const answer = await get().call<{ username: string; name: string; did: string }>('POST', '/register', {
      body: { phone, password: 'Shop-2026', smsCode, name: 'Sunny Prints' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ username: phone, name: 'Sunny Prints' })
    const { did } = answer.body.data

    const token = await get().newSession(phone, 'Shop-2026')
    const info = (await get().call<UserInfo>('GET', '/user/info', { token })).body.data
    expect(info).toMatchObject({ id: did, did, type: 0, username: phone })
    expect(info.role.permissions).toHaveLength(PERMISSION_KEYS.length)

    const [tenant] = await get().db.select().from(distributors).where(eq(distributors.id, did))
    expect(tenant?.inviteCode).toMatch(/^[A-Z2-9]{8}$/)
    const finance = await get().db.select().from(financeAccounts).where(eq(financeAccounts.did, did))
    expect(finance).toHaveLength(1)
  })

  it('answers 409 for a phone that is already registered', async () => {
    const smsCode = await codeFor(get(), '13800000001')
    const answer = await get().call('POST', '/register', {
      body: { phone: '13800000001', password: 'Shop-2026', smsCode },
      locale: 'en',
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ code: 40005, msg: 'This phone number is already registered' })
  })

  it('refuses a weak password with "password strength insufficient" and creates nothing', async () => {
    const before = await accountCount(get())
    const smsCode = await codeFor(get(), '13700000002')
    const answer = await get().call('POST', '/register', {
      body: { phone: '13700000002', password: 'aaaaaa', smsCode },
      locale: 'en',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe(40004)
    expect(answer.body.msg).toMatch(/^Password strength insufficient/)
    expect(await accountCount(get())).toBe(before)
  })

  it('refuses a wrong SMS code, and the code dies after 5 wrong tries', async () => {
    const phone = '13700000003'
    const smsCode = await codeFor(get(), phone)
    const wrong = `${(Number(smsCode) + 1) % 1_000_000}`.padStart(6, '0')
    for (let i = 0; i < 5; i++) {
      const answer = await get().call('POST', '/register', {
        body: { phone, password: 'Shop-2026', smsCode: wrong },
        locale: 'en',
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 40003, msg: 'The SMS code is wrong or has expired' })
    }
    const right = await get().call('POST', '/register', { body: { phone, password: 'Shop-2026', smsCode } })
    expect(right.status).toBe(400)
    expect(right.body.code).toBe(40003)
    expect((await get().db.select().from(accounts).where(eq(accounts.phone, phone))).length).toBe(0)
  })

  it('answers 400 naming each bad field, in English and Chinese, and writes nothing', async () => {
    const before = await accountCount(get())
    const en = await get().call('POST', '/register', {
      body: { phone: '123', password: '12', smsCode: 'abc' },
      locale: 'en',
    })
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe(
      'Phone: Please enter a valid mobile phone number (11 digits); Password: The password needs at least 6 characters; SMS code: The SMS code has 6 digits',
    )
    const zh = await get().call('POST', '/register', { body: { phone: '13700000009' } })
    expect(zh.body.msg).toBe('密码：不能为空; 短信验证码：不能为空')
    expect(await accountCount(get())).toBe(before)
  })

  it('with an Idempotency-Key: a repeated registration answers the same and creates one tenant', async () => {
    const phone = '13700000004'
    const smsCode = await codeFor(get(), phone)
    const request = {
      body: { phone, password: 'Shop-2026', smsCode },
      headers: { 'idempotency-key': 'reg-13700000004' },
    }
    const first = await get().call('POST', '/register', request)
    const second = await get().call('POST', '/register', request)
    expect(first.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect((await get().db.select().from(accounts).where(eq(accounts.phone, phone))).length).toBe(1)
    const other = await get().call('POST', '/register', { ...request, body: { ...request.body, name: 'Other' } })
    expect(other.status).toBe(422)
  })
})
