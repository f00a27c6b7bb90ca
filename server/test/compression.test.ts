// API answers travel compressed to clients that accept it (a phone's connection pays for every
// byte of the first signed-in load), and unchanged to those that do not.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { describeApp } from './helper'

describeApp('API answer compression', (get) => {
  async function userInfo(acceptEncoding?: string) {
    const { app, login } = get()
    const token = await login('seller')
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding
    return app.inject({ method: 'GET', url: '/dis/ts/user/info', headers })
  }

  it('sends Brotli to a browser that accepts it, the same answer in far fewer bytes', async () => {
    const plain = await userInfo('identity')
    const encoded = await userInfo('gzip, deflate, br, zstd')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(encoded.statusCode).toBe(200)
    expect(encoded.headers['content-encoding']).toBe('br')
    expect(String(encoded.headers.vary)).toMatch(/accept-encoding/i)
    const decoded = brotliDecompressSync(encoded.rawPayload).toString('utf8')
    expect(JSON.parse(decoded)).toEqual(JSON.parse(plain.body))
    // The seller's menus and rights: tens of kilobytes of JSON, a few once encoded.
    expect(plain.rawPayload.length).toBeGreaterThan(10_000)
    expect(encoded.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)
  })

  it('sends gzip to a client that knows only gzip, and plain JSON to one that names no encoding', async () => {
    const gzip = await userInfo('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const decoded = JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))
    expect(decoded.code).toBe(0)
    expect(decoded.data.username).toBe('seller')

    const none = await userInfo()
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.json().data.username).toBe('seller')
  })

  it('leaves small answers as they are', async () => {
    const { app } = get()
    const health = await app.inject({ method: 'GET', url: '/dis/ts/health', headers: { 'accept-encoding': 'br' } })
    expect(health.statusCode).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json().data.status).toBe('ok')
  })

  it('a refused call answers its 400 in the caller language, readable as it comes', async () => {
    const { app, login } = get()
    const token = await login('seller')
    const answer = await app.inject({
      method: 'POST',
      url: '/dis/ts/ds/list/sale_order',
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'zh-CN',
        'accept-encoding': 'br',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ pageNo: 1, pageSize: 100_000 }),
    })
    expect(answer.statusCode).toBe(400)
    // A few hundred bytes: under the threshold, so sent as is.
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.json().code).toBe(40000)
    expect(answer.json().msg).toMatch(/每页条数/)
  })
})
