import { expect, it } from 'vitest'
import { describeApp } from '../../test/helper'

describeApp('GET /health', (get) => {
  it('answers without a token that the database is up, with the version', async () => {
    const answer = await get().call<{ status: string; db: string; version: string }>('GET', '/health')
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe(0)
    expect(answer.body.data).toMatchObject({ status: 'ok', db: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    expect(answer.headers['cache-control']).toBe('no-store')
  })
})
