// DESIGN.md §8 for the production calls and source: random, mostly-plausible bodies from the
// factory's and the distributor's side never cause a 500, every failure is a proper envelope,
// and no job is left half-changed (its version always counts its history entries).
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const ENDPOINTS: { path: string; fields: string[] }[] = [
  { path: '/production/job/stage', fields: ['jobId', 'to', 'version', 'reason'] },
  {
    path: '/ds/list/production_job',
    fields: ['pageNo', 'pageSize', 'sortField', 'sortOrder', 'stage', 'keyword', 'updatedSince'],
  },
]

const plausible = fc.constantFrom<unknown>(
  'pj-demo-01',
  'pj-demo-03',
  'pj-demo-04',
  'pj-demo-06',
  'pj-demo-07',
  'pj-demo-07-r',
  'PJ-DM0003',
  'queued',
  'printing',
  'finishing',
  'quality_check',
  'packed',
  'shipped',
  'defective',
  'smudged',
  'updatedAt',
  'dueAt',
  'ascend',
  '2026-11-01T00:00:00Z',
  '%_\\',
  0,
  1,
  2,
  3,
  -1,
  2 ** 40,
)

const bodies = (fields: string[]) => fuzzBodies(fields, plausible)

describeApp('production calls never answer 500 to random input', (get) => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, () =>
      assertNoServerError(get, {
        path: endpoint.path,
        bodies: bodies(endpoint.fields),
        usernames: ['factory', 'seller'],
        numRuns: 60,
      }))
  }

  it('leaves every live job whole: its version counts its stage changes, a defective job has its reprint', async () => {
    const result = (await get().db.execute(
      sql.raw(`select count(*)::int as n from production_jobs j
        where j.deleted_at is null and (j.version <> (select count(*) from production_job_history h where h.job_id = j.id)
           or (j.stage = 'defective' and (j.reprint_job_id is null or not exists
                (select 1 from production_jobs r where r.id = j.reprint_job_id and r.reprint_of_id = j.id))))`),
    )) as unknown as { rows: { n: number }[] }
    expect(Number(result.rows[0]!.n)).toBe(0)
  })
})
