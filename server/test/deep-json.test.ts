// Issue 14 item 3: deeply nested JSON is refused by the body parser before any route runs, fast,
// with a 400 in the caller's language — never a stack overflow (500) or a blocked event loop.
import { expect, it } from 'vitest'
import { describeApp } from './helper'

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describeApp('deeply nested JSON bodies', (get) => {
  const post = (path: string, payload: string, token?: string) =>
    get().app.inject({
      method: 'POST',
      url: `/dis/ts${path}`,
      payload,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })

  it('answers 400 "nests deeper" to 6,870 levels on the unsigned sign-in', async () => {
    const answer = await post('/login', nested(6870))
    expect(answer.statusCode).toBe(400)
    expect(answer.json().msg).toMatch(/nests deeper than 32 levels/)
  })

  it('refuses a 1 MB nested body at the depth check, before anything parses it', async () => {
    // Not valid JSON past the brackets: a refusal that names the depth (not the syntax) was made by
    // the one linear pass that stops at level 33, before JSON.parse read the megabyte (which kept
    // the event loop busy for most of a second). A timing here would measure the machine's load.
    const body = `{"a":${'['.repeat(1_000_000)} not json`
    const answer = await post('/login', body)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().msg).toMatch(/nests deeper than 32 levels/)
  })

  it('refuses deep objects on signed-in routes too, and still takes ordinary nesting', async () => {
    const token = await get().login('seller')
    const deepObject = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`
    expect((await post('/ds/batch', deepObject, token)).statusCode).toBe(400)
    const batch = JSON.stringify({ requests: [{ source: 'finance_account_list', params: { a: { b: [1] } } }] })
    expect((await post('/ds/batch', batch, token)).statusCode).not.toBe(500)
  })
})
