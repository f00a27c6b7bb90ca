// The "never a 500" property of one POST endpoint, shared by the modules' fuzz tests: random
// bodies, both languages, with and without an Idempotency-Key, from each of several accounts.
// Every answer is an envelope; a refusal carries a non-zero code and (but for a 412's current
// row) no data.
import fc from 'fast-check'
import { expect } from 'vitest'
import type { TestApp } from './helper'

export interface FuzzEndpoint {
  path: string
  bodies: fc.Arbitrary<unknown>
  /** Demo usernames the calls are made as, one picked per run. */
  usernames: string[]
  numRuns?: number
}

export async function assertNoServerError(get: () => TestApp, endpoint: FuzzEndpoint): Promise<void> {
  const tokens = await Promise.all(endpoint.usernames.map((username) => get().login(username)))
  await fc.assert(
    fc.asyncProperty(
      endpoint.bodies,
      fc.constantFrom('en', 'zh-CN'),
      fc.boolean(),
      fc.constantFrom(...tokens),
      async (body, locale, keyed, token) => {
        const response = await get().app.inject({
          method: 'POST',
          url: `/dis/ts${endpoint.path}`,
          headers: {
            'content-type': 'application/json',
            'accept-language': locale,
            authorization: `Bearer ${token}`,
            ...(keyed ? { 'idempotency-key': `fuzz-${Math.random()}` } : {}),
          },
          payload: JSON.stringify(body),
        })
        expect(response.statusCode, response.body).toBeLessThan(500)
        const envelope = response.json()
        expect(typeof envelope.code).toBe('number')
        expect(typeof envelope.msg).toBe('string')
        if (response.statusCode >= 400) {
          expect(envelope.code).not.toBe(0)
          if (response.statusCode !== 412) expect(envelope.data).toBeNull()
        }
      },
    ),
    { numRuns: endpoint.numRuns ?? 40 },
  )
}
