import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { AFTER_FIRST_PAINT_LOADER } from '../../src/app/pwa/after-first-paint'
import { describeApp } from '../test/helper'

/** The app's one inline script (it starts the scripts after the first frame) is allowed by its hash, nothing else inline. */
const LOADER_HASH = createHash('sha256').update(AFTER_FIRST_PAINT_LOADER).digest('base64')
const CSP = `default-src 'self'; script-src 'self' 'sha256-${LOADER_HASH}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'`

describeApp('error answers and headers', (get) => {
  it('answers an unknown API path with a 404 envelope, without asking for a token', async () => {
    const answer = await get().call('GET', '/unknown', { locale: 'en' })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ code: 40400, msg: 'No such API: GET /dis/ts/unknown', data: null })
    const zh = await get().call('POST', '/unknown/deeper')
    expect(zh.body.msg).toBe('接口不存在：POST /dis/ts/unknown/deeper')
  })

  it('sends the strict CSP and the other security headers on API answers, errors and redirects', async () => {
    const token = await get().login('seller')
    const responses = [
      await get().app.inject({ method: 'GET', url: '/dis/ts/health' }),
      await get().app.inject({ method: 'GET', url: '/dis/ts/user/info' }),
      await get().app.inject({
        method: 'GET',
        url: '/dis/ts/user/info',
        headers: { authorization: `Bearer ${token}` },
      }),
      await get().app.inject({ method: 'GET', url: '/' }),
      await get().app.inject({ method: 'GET', url: '/nowhere.txt' }),
    ]
    for (const response of responses) {
      expect(response.headers['content-security-policy']).toBe(CSP)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['permissions-policy']).toContain('camera=()')
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
    }
  })

  it('marks API answers as not to be cached', async () => {
    const token = await get().login('seller')
    const info = await get().call('GET', '/user/info', { token })
    expect(info.headers['cache-control']).toBe('no-store')
    const denied = await get().call('GET', '/user/info')
    expect(denied.headers['cache-control']).toBe('no-store')
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/dis/ts/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"username": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 40000,
      data: null,
      msg: expect.stringContaining('could not be read'),
    })
  })

  it('answers an unsupported content type with 415', async () => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/dis/ts/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 41500, data: null })
  })

  it('answers a body over the limit with 413', async () => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/dis/ts/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ code: 41300, data: null })
  })

  it('refuses text with NUL characters as bad input (PostgreSQL cannot store them)', async () => {
    const answer = await get().call('POST', '/login', {
      body: { username: 'sel\u0000ler', password: 'x' },
      locale: 'en',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toBe('Username: must not contain NUL characters')
  })

  it('treats a JSON request with an empty body as no body', async () => {
    const token = await get().login('seller')
    const response = await get().app.inject({
      method: 'POST',
      url: '/dis/ts/ds/finance_account_list',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '',
    })
    expect(response.statusCode).toBe(200)
  })
})
