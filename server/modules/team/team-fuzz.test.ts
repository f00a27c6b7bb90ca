// DESIGN.md §8 for the team, settings and shop calls: random invalid bodies never answer 500,
// never write anything, and every failure is a proper envelope in the caller's language.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const ENDPOINTS: { path: string; fields: string[] }[] = [
  { path: '/team/member/list', fields: ['pageNo', 'pageSize', 'keyword', 'roleId', 'status'] },
  { path: '/team/member/create', fields: ['username', 'name', 'phone', 'roleId', 'password'] },
  { path: '/team/member/update', fields: ['id', 'name', 'phone', 'roleId', 'version'] },
  { path: '/team/member/status', fields: ['id', 'enabled', 'version'] },
  { path: '/team/member/password/reset', fields: ['id', 'password'] },
  { path: '/team/role/save', fields: ['id', 'name', 'permissions', 'version'] },
  { path: '/team/role/delete', fields: ['id', 'version'] },
  { path: '/team/profile/update', fields: ['name', 'version'] },
  { path: '/team/profile/phone', fields: ['phone', 'smsCode'] },
  { path: '/team/preferences/view', fields: ['settings', 'version'] },
  { path: '/team/preferences/notifications', fields: ['notifications', 'version'] },
  {
    path: '/shop/list',
    fields: ['pageNo', 'pageSize', 'sortField', 'sortOrder', 'keyword', 'channel', 'status', 'idle'],
  },
  { path: '/shop/save', fields: ['id', 'name', 'channel', 'connector', 'version'] },
  { path: '/shop/status', fields: ['id', 'status', 'version'] },
]

const plausible = fc.constantFrom(
  'r-demo-operator',
  'a-demo-staff',
  'd-demo-shop-1',
  'Str0ng-pass',
  '13800000009',
  'enabled',
  'disabled',
  'shopee',
  1,
  true,
  [{ permissionId: 'sale', actions: ['query'] }],
  [{ permissionId: 'sale', actions: ['nope'] }],
  { baseUrl: 'javascript:alert(1)' },
)
const bodies = (fields: string[]) => fuzzBodies(fields, plausible, { plausible: 3, nasty: 3 })

const counts = sql`select (select count(*) from accounts) || '/' || (select count(*) from roles) || '/' || (select count(*) from shops) as n`

describeApp('team and shop calls never answer 500 to bad input', (get) => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, () =>
      assertNoServerError(get, { path: endpoint.path, bodies: bodies(endpoint.fields), usernames: ['seller'] }))
  }

  it('a refused change writes nothing', async () => {
    const before = ((await get().db.execute(counts)) as unknown as { rows: { n: string }[] }).rows[0]!.n
    const token = await get().login('seller')
    for (const payload of [
      { username: 'a', name: '', roleId: 'r-demo-operator', password: 'x' },
      { username: 'valid_name', name: 'Ok', roleId: 'r-demo-operator', password: 'aaaaaa' },
      { username: 'valid_name', name: 'Ok', roleId: 'r-nope', password: 'Str0ng-pass' },
    ]) {
      const answer = await get().call('POST', '/team/member/create', { token, body: payload })
      expect(answer.status).toBeGreaterThanOrEqual(400)
    }
    const after = ((await get().db.execute(counts)) as unknown as { rows: { n: string }[] }).rows[0]!.n
    expect(after).toBe(before)
  })
})
