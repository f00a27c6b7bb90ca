import { expect, it } from 'vitest'
import { describeApp } from '../../test/helper'

describeApp('POST /password/change', (get) => {
  it('changes the password, keeps this session and signs out every other one', async () => {
    const { call, newSession } = get()
    const current = await newSession('seller2')
    const other = await newSession('seller2')
    const answer = await call('POST', '/password/change', {
      token: current,
      body: { oldPassword: 'demo1234', newPassword: 'N3w-secret!' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 0, data: true })
    expect((await call('GET', '/user/info', { token: current })).status).toBe(200)
    expect((await call('GET', '/user/info', { token: other })).status).toBe(401)
    expect((await call('POST', '/login', { form: { username: 'seller2', password: 'demo1234' } })).status).toBe(400)
    expect((await call('POST', '/login', { form: { username: 'seller2', password: 'N3w-secret!' } })).status).toBe(200)
  })

  it('answers 400 for a wrong old password and changes nothing', async () => {
    const token = await get().login('staff')
    const answer = await get().call('POST', '/password/change', {
      token,
      body: { oldPassword: 'wrong-one', newPassword: 'Another-9' },
      locale: 'en',
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 40002, msg: 'The old password is incorrect' })
    expect((await get().call('POST', '/login', { form: { username: 'staff', password: 'demo1234' } })).status).toBe(200)
  })

  it('refuses a weak new password with "password strength insufficient"', async () => {
    const token = await get().login('staff')
    for (const newPassword of ['abcdef', '123456', 'password']) {
      const answer = await get().call('POST', '/password/change', {
        token,
        body: { oldPassword: 'demo1234', newPassword },
        locale: 'en',
      })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe(40004)
      expect(answer.body.msg).toMatch(/^Password strength insufficient/)
    }
    const zh = await get().call('POST', '/password/change', {
      token,
      body: { oldPassword: 'demo1234', newPassword: 'abcdef' },
    })
    expect(zh.body.msg).toMatch(/^密码强度不够/)
  })

  it('answers 400 naming the field for missing, blank or short passwords', async () => {
    const token = await get().login('staff')
    const missing = await get().call('POST', '/password/change', {
      token,
      body: { newPassword: 'Abcdef-12' },
      locale: 'en',
    })
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toBe('Old password: is required')
    const blank = await get().call('POST', '/password/change', {
      token,
      body: { oldPassword: 'demo1234', newPassword: '       ' },
      locale: 'en',
    })
    expect(blank.body.msg).toBe('New password: must not be blank')
    const short = await get().call('POST', '/password/change', {
      token,
      body: { oldPassword: 'demo1234', newPassword: 'a1' },
    })
    expect(short.body.msg).toBe('新密码：密码至少需要 6 个字符')
  })

  it('answers 401 without a token', async () => {
    const answer = await get().call('POST', '/password/change', {
      body: { oldPassword: 'demo1234', newPassword: 'N3w-secret!' },
    })
    expect(answer.status).toBe(401)
  })

  it('with an Idempotency-Key: a replay gets the stored answer, another body with the key gets 422', async () => {
    const { call, newSession } = get()
    const token = await newSession('supplier')
    const headers = { 'idempotency-key': 'pw-change-1' }
    const body = { oldPassword: 'demo1234', newPassword: 'Supp1ier-new' }
    const first = await call('POST', '/password/change', { token, body, headers })
    const replay = await call('POST', '/password/change', { token, body, headers })
    expect(first.status).toBe(200)
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(first.body)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    // The replay did not run the change again: the old password would now be wrong.
    const misuse = await call('POST', '/password/change', {
      token,
      body: { oldPassword: 'Supp1ier-new', newPassword: 'Supp1ier-newer' },
      headers,
      locale: 'en',
    })
    expect(misuse.status).toBe(422)
    expect(misuse.body).toMatchObject({
      code: 42200,
      msg: 'This Idempotency-Key was already used for a different request',
    })
    expect((await call('POST', '/login', { form: { username: 'supplier', password: 'Supp1ier-new' } })).status).toBe(
      200,
    )
  })
})
