import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, loginAttempts, sessions } from '../../db/schema'
import { describeApp } from '../../test/helper'

describeApp('POST /login and POST /logout', (get) => {
  describe('signing in', () => {
    it('accepts a url-encoded form and answers a token', async () => {
      const answer = await get().call<{ token: string }>('POST', '/login', {
        form: { username: 'seller', password: 'demo1234' },
      })
      expect(answer.status).toBe(200)
      expect(answer.body.code).toBe(0)
      expect(answer.body.data.token).toMatch(/^[\w-]{43}$/)
    })

    it('accepts multipart form data', async () => {
      const boundary = '----console'
      const part = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      const response = await get().app.inject({
        method: 'POST',
        url: '/dis/ts/login',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${part('username', 'staff')}${part('password', 'demo1234')}--${boundary}--\r\n`,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data.token).toBeTruthy()
    })

    it('accepts JSON and ignores the case of the username', async () => {
      const answer = await get().call<{ token: string }>('POST', '/login', {
        body: { username: 'SELLER2', password: 'demo1234' },
      })
      expect(answer.status).toBe(200)
      expect(answer.body.data.token).toBeTruthy()
    })

    it('stores only a hash of the token', async () => {
      const token = await get().newSession('factory')
      const rows = await get().db.select().from(sessions).where(eq(sessions.accountId, 'd-demo-factory'))
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/)
        expect(row.tokenHash).not.toContain(token)
      }
      const week = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()
      expect(Math.abs(week - 604_800_000)).toBeLessThan(5_000)
    })

    it('answers 400 with the same message for a wrong password and an unknown user', async () => {
      const wrong = await get().call('POST', '/login', {
        form: { username: 'seller2', password: 'nope' },
        locale: 'en',
      })
      const unknown = await get().call('POST', '/login', {
        form: { username: 'nobody', password: 'nope' },
        locale: 'en',
      })
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(400)
        expect(answer.body).toEqual({ code: 40002, msg: 'Incorrect username or password', data: null })
      }
      const zh = await get().call('POST', '/login', { form: { username: 'nobody', password: 'nope' } })
      expect(zh.body.msg).toBe('用户名或密码错误')
    })

    it('answers 400 naming the missing field, in English and in Chinese', async () => {
      const en = await get().call('POST', '/login', { form: { username: 'seller' }, locale: 'en' })
      expect(en.status).toBe(400)
      expect(en.body).toMatchObject({ code: 40000, msg: 'Password: is required', data: null })
      expect(en.body.fields).toEqual([{ path: 'password', message: 'is required' }])
      const zh = await get().call('POST', '/login', { form: { password: 'x' }, locale: 'zh-CN' })
      expect(zh.body.msg).toBe('用户名：不能为空')
    })
  })

  describe('rate limits', () => {
    it('refuses a username from an address after 5 failures in 15 minutes with 429 and Retry-After, even with the right password', async () => {
      const ip = '10.0.0.1'
      for (let i = 0; i < 5; i++) {
        const answer = await get().call('POST', '/login', {
          form: { username: 'supplier', password: `bad${i}` },
          remoteAddress: ip,
        })
        expect(answer.status).toBe(400)
      }
      const limited = await get().call('POST', '/login', {
        form: { username: 'supplier', password: 'demo1234' },
        remoteAddress: ip,
        locale: 'en',
      })
      expect(limited.status).toBe(429)
      expect(limited.body.code).toBe(42900)
      expect(limited.body.msg).toMatch(/^Too many failed sign-in attempts, please try again in \d+ seconds$/)
      const retryAfter = Number(limited.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(800)
      expect(retryAfter).toBeLessThanOrEqual(900)
    })

    it('refuses an address after 30 failures, whatever the username', async () => {
      const ip = '10.0.0.9'
      // 29 earlier failures from this address (each real one costs a scrypt), then a real 30th.
      const earlier = Array.from({ length: 29 }, () => ({ scope: 'ip', subject: ip }))
      await get().db.insert(loginAttempts).values(earlier)
      const last = await get().call('POST', '/login', { form: { username: 'ghost', password: 'x' }, remoteAddress: ip })
      expect(last.status).toBe(400)
      const limited = await get().call('POST', '/login', {
        form: { username: 'seller', password: 'demo1234' },
        remoteAddress: ip,
      })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      const elsewhere = await get().call('POST', '/login', {
        form: { username: 'seller', password: 'demo1234' },
        remoteAddress: '10.0.0.10',
      })
      expect(elsewhere.status).toBe(200)
    })
  })

  describe('two-step sign-in', () => {
    it('asks for a code after the right password, sends it to the phone and signs in with it', async () => {
      const { db, sms, call } = get()
      await db.update(accounts).set({ twoStep: true }).where(eq(accounts.id, 'd-demo-factory'))
      const sentBefore = sms.sent.length
      const wrongPassword = await call('POST', '/login', { form: { username: 'factory', password: 'nope' } })
      expect(wrongPassword.status).toBe(400)
      expect(sms.sent.length).toBe(sentBefore)

      const withoutCode = await call('POST', '/login', {
        form: { username: 'factory', password: 'demo1234' },
        locale: 'en',
      })
      expect(withoutCode.status).toBe(401)
      expect(withoutCode.body.isLogin).toBe(true)
      expect(withoutCode.body.msg).toContain('Two-step')
      const code = sms.lastCode('13800000004')
      expect(sms.sent.at(-1)?.purpose).toBe('login')

      const wrongCode = `${(Number(code) + 1) % 1_000_000}`.padStart(6, '0')
      const wrong = await call('POST', '/login', {
        form: { username: 'factory', password: 'demo1234', code: wrongCode },
      })
      expect(wrong.status).toBe(400)
      expect(wrong.body.code).toBe(40003)

      const right = await call<{ token: string }>('POST', '/login', {
        form: { username: 'factory', password: 'demo1234', code },
      })
      expect(right.status).toBe(200)
      expect(right.body.data.token).toBeTruthy()

      const reused = await call('POST', '/login', { form: { username: 'factory', password: 'demo1234', code } })
      expect(reused.status).toBe(400)
      await db.update(accounts).set({ twoStep: false }).where(eq(accounts.id, 'd-demo-factory'))
    })

    it('answers the same for every username, two-step or not, and sends no code', async () => {
      const { db, sms, call } = get()
      await db.update(accounts).set({ twoStep: true }).where(eq(accounts.id, 'd-demo-factory'))
      const sentBefore = sms.sent.length
      const answers = []
      for (const username of ['factory', 'seller', 'no-such-user']) {
        answers.push((await call('POST', '/auth/2step-code', { body: { username } })).raw)
      }
      expect(new Set(answers).size).toBe(1)
      expect(JSON.parse(answers[0] ?? '')).toMatchObject({ code: 0, data: { stepCode: false } })
      expect(sms.sent.length).toBe(sentBefore)
      await db.update(accounts).set({ twoStep: false }).where(eq(accounts.id, 'd-demo-factory'))
    })

    it('answers 400 for a missing username', async () => {
      const answer = await get().call('POST', '/auth/2step-code', { body: {}, locale: 'en' })
      expect(answer.status).toBe(400)
      expect(answer.body.msg).toBe('Username: is required')
    })
  })

  describe('signing out', () => {
    it('revokes the token', async () => {
      const token = await get().newSession('staff')
      expect((await get().call('GET', '/user/info', { token })).status).toBe(200)
      const out = await get().call('POST', '/logout', { token })
      expect(out.body).toMatchObject({ code: 0, data: true })
      const after = await get().call('GET', '/user/info', { token })
      expect(after.status).toBe(401)
      expect(after.body.isLogin).toBeUndefined()
    })

    it('answers 401 without a token', async () => {
      const answer = await get().call('POST', '/logout')
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ code: 40100, data: null })
    })
  })

  describe('sessions', () => {
    it('answers 401 for an unknown, malformed or expired token', async () => {
      const token = await get().newSession('seller2')
      await get()
        .db.update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.accountId, 'd-demo2'))
      for (const bad of [token, 'not-a-token', 'x'.repeat(300)]) {
        const answer = await get().call('GET', '/user/info', { token: bad, locale: 'en' })
        expect(answer.status).toBe(401)
        expect(answer.body.msg).toMatch(/expired or was revoked/)
      }
    })
  })
})
