// DESIGN.md §8: every endpoint is tried with random invalid bodies; none may answer 500, and
// every failure must still be a proper envelope.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { describeApp } from './helper'

interface Endpoint {
  path: string
  signedIn: boolean
  /** Field names the endpoint reads, so generated bodies get past the outer shape. */
  fields: string[]
}

const ENDPOINTS: Endpoint[] = [
  { path: '/login', signedIn: false, fields: ['username', 'password', 'code'] },
  { path: '/auth/2step-code', signedIn: false, fields: ['username'] },
  { path: '/account/sms', signedIn: false, fields: ['phone', 'purpose'] },
  { path: '/register', signedIn: false, fields: ['phone', 'password', 'smsCode', 'name'] },
  { path: '/distribution/bind', signedIn: false, fields: ['username', 'password', 'inviteCode'] },
  { path: '/ds/public/config_list', signedIn: false, fields: [] },
  { path: '/password/change', signedIn: true, fields: ['oldPassword', 'newPassword'] },
  { path: '/distributor/update', signedIn: true, fields: ['name', 'contactName', 'contactPhone', 'address', 'avatar'] },
  { path: '/ds/config_value', signedIn: true, fields: ['code'] },
  { path: '/ds/finance_account_list', signedIn: true, fields: [] },
  { path: '/ds/finance_account_single', signedIn: true, fields: ['id'] },
  { path: '/ds/batch', signedIn: true, fields: ['requests'] },
  { path: '/ds/list/finance_account_list', signedIn: true, fields: ['pageNo', 'pageSize'] },
  {
    path: '/ds/list/distribution_partner_list',
    signedIn: true,
    fields: ['pageNo', 'pageSize', 'sortField', 'sortOrder', 'updatedSince', 'partnerType', 'keyword'],
  },
]

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '13800000001',
    '123456',
    'COUNTRY',
    '__proto__',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
)

/** Values that pass a field's own check, so the bad one beside them reaches deeper code. */
const plausible = fc.constantFrom(
  'seller',
  'demo1234',
  'Str0ng-pass',
  '13800000001',
  '123456',
  'DEMO2026',
  'COLOR',
  'fa-demo',
  'register',
  1,
  20,
)
const withNul = fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`)
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: plausible },
  { weight: 3, arbitrary: nasty },
  { weight: 1, arbitrary: withNul },
)

function bodies(fields: string[]) {
  const record = (required: boolean) =>
    fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue])), required ? {} : { requiredKeys: [] })
  const shaped =
    fields.length > 0
      ? fc.oneof(record(true), record(false))
      : fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 3 })
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '[]', 'null', '"text"', '{"a":') },
  )
}

describeApp('random bad input never causes a 500', (get) => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, async () => {
      const token = endpoint.signedIn ? await get().login('seller') : undefined
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.fields), fc.constantFrom('en', 'zh-CN'), async (body, locale) => {
          const raw = typeof body === 'string' && /^[[{"n]|^$/.test(body) ? body : JSON.stringify(body)
          const response = await get().app.inject({
            method: 'POST',
            url: `/dis/ts${endpoint.path}`,
            remoteAddress: '10.9.9.9',
            headers: {
              'content-type': 'application/json',
              'accept-language': locale,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: raw,
          })
          expect(response.statusCode, response.body).toBeLessThan(500)
          const envelope = response.json()
          expect(typeof envelope.code).toBe('number')
          expect(typeof envelope.msg).toBe('string')
          if (response.statusCode >= 400) {
            expect(envelope.code).not.toBe(0)
            expect(envelope.data).toBeNull()
            expect(envelope.msg.length).toBeGreaterThan(0)
          }
        }),
        { numRuns: 60 },
      )
    })
  }

  it('POST /login with random url-encoded forms', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (form) => {
        const response = await get().app.inject({
          method: 'POST',
          url: '/dis/ts/login',
          remoteAddress: '10.9.9.9',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form,
        })
        expect(response.statusCode, response.body).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
  })
})
