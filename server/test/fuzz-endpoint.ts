// The "never a 500" property, shared by every module's fuzz tests (DESIGN.md §8): random bodies
// or paths, both languages, with and without an Idempotency-Key, from each of several accounts.
// Every answer is an envelope; a refusal carries a non-zero code and (but for a 412's current
// row) no data; a validation refusal speaks the caller's language.
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

export interface FuzzGetPaths {
  /** Whole paths after `/dis/ts`, query included. */
  paths: fc.Arbitrary<string>
  usernames: string[]
  numRuns?: number
}

const HAN = /[\u4e00-\u9fff]/
const VALIDATION_FAILED = 40000

interface Answer {
  statusCode: number
  body: string
  json: () => unknown
}

function expectProperEnvelope(response: Answer, locale: string): void {
  expect(response.statusCode, response.body).toBeLessThan(500)
  const envelope = response.json() as { code: unknown; msg: unknown; data: unknown }
  expect(typeof envelope.code).toBe('number')
  expect(typeof envelope.msg).toBe('string')
  if (response.statusCode < 400) return
  expect(envelope.code).not.toBe(0)
  if (response.statusCode !== 412) expect(envelope.data).toBeNull()
  if (response.statusCode === 400 && envelope.code === VALIDATION_FAILED) {
    expect(HAN.test(envelope.msg as string), envelope.msg as string).toBe(locale === 'zh-CN')
  }
}

const locales = fc.constantFrom('en', 'zh-CN')

export async function assertNoServerError(get: () => TestApp, endpoint: FuzzEndpoint): Promise<void> {
  const tokens = await Promise.all(endpoint.usernames.map((username) => get().login(username)))
  await fc.assert(
    fc.asyncProperty(
      endpoint.bodies,
      locales,
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
        expectProperEnvelope(response, locale)
      },
    ),
    { numRuns: endpoint.numRuns ?? 40 },
  )
}

export async function assertNoServerErrorOnGet(get: () => TestApp, target: FuzzGetPaths): Promise<void> {
  const tokens = await Promise.all(target.usernames.map((username) => get().login(username)))
  await fc.assert(
    fc.asyncProperty(target.paths, locales, fc.constantFrom(...tokens), async (path, locale, token) => {
      const response = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${path}`,
        headers: { 'accept-language': locale, authorization: `Bearer ${token}` },
      })
      expectProperEnvelope(response, locale)
    }),
    { numRuns: target.numRuns ?? 60 },
  )
}

/** `prefix` + a random or plausible id, URL-encoded: for GET detail paths like `/goods/detail/:id`. */
export function pathsWithIds(prefixes: string[], plausible: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...prefixes), fc.oneof(fc.string({ maxLength: 80 }), plausible.map(String)))
    .map(([prefix, id]) => `${prefix}${encodeURIComponent(id)}`)
}
