// Random bodies for every call are fuzzed in server/test/routes.test.ts; what stays here needs this area's own setup.
// DESIGN.md §8 for the team, settings and shop calls: random invalid bodies never answer 500,
// never write anything, and every failure is a proper envelope in the caller's language.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeApp } from '../../test/helper'

const counts = sql`select (select count(*) from accounts) || '/' || (select count(*) from roles) || '/' || (select count(*) from shops) as n`

describeApp('team and shop calls never answer 500 to bad input', (get) => {
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
