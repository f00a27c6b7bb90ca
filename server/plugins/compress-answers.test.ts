import { gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { describeApp } from '../test/helper'

describeApp('API answers compressed for a client that accepts gzip', (get) => {
  it('sends a large answer gzip-compressed, the same JSON once decoded', async () => {
    const token = await get().login('seller')
    const plain = await get().app.inject({
      method: 'GET',
      url: '/dis/ts/user/info',
      headers: { authorization: `Bearer ${token}` },
    })
    const packed = await get().app.inject({
      method: 'GET',
      url: '/dis/ts/user/info',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(packed.statusCode).toBe(200)
    expect(packed.headers['content-encoding']).toBe('gzip')
    expect(packed.headers.vary).toContain('accept-encoding')
    expect(packed.headers['content-type']).toContain('application/json')
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('leaves a small answer as it is', async () => {
    const answer = await get().app.inject({
      method: 'GET',
      url: '/dis/ts/health',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.json()).toBeTruthy()
  })
})
