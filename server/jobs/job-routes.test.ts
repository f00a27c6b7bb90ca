// Job progress as the screens read it: a job by id with its counts and percentage, the jobs under
// way for the header, cancelling one; another tenant's job and a kind the caller may not see are
// not found; a bad id is a 400 in the caller's language.
import { expect, it } from 'vitest'
import type { JobView } from '../../src/contract/jobs'
import { describeApp } from '../test/helper'
import { newKey } from '../test/support'
import { enqueueJob } from './queue'
import { EFFECTS_KIND } from './test-kinds'

describeApp('background job progress', (get) => {
  const read = async (id: string, username = 'seller') =>
    get().call<JobView>('GET', `/jobs/detail?id=${id}`, { token: await get().login(username), locale: 'en' })
  const make = () =>
    enqueueJob(get().db, {
      did: 'd-demo',
      accountId: 'd-demo',
      kind: EFFECTS_KIND,
      payload: { items: 10, batch: 5 },
      total: 10,
      subjectId: 'shop-1',
    })

  it('shows a queued job with its progress', async () => {
    const job = await make()
    const answer = await read(job.id)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({
      id: job.id,
      kind: EFFECTS_KIND,
      state: 'queued',
      total: 10,
      processed: 0,
      percent: 0,
      counts: {},
      subjectId: 'shop-1',
    })
    const active = await get().call<JobView[]>('GET', '/jobs/active', { token: await get().login('seller') })
    expect(active.body.data.map((row) => row.id)).toContain(job.id)
  })

  it("answers 404 for another tenant's job and for a kind the caller may not see", async () => {
    const job = await make()
    expect((await read(job.id, 'seller2')).status).toBe(404)
    const staff = await read(job.id, 'staff')
    expect(staff.status).toBe(404)
    const active = await get().call<JobView[]>('GET', '/jobs/active', { token: await get().login('staff') })
    expect(active.body.data).toEqual([])
  })

  it('answers 400 in the caller’s language for a missing id, 401 without a session', async () => {
    const answer = await get().call('GET', '/jobs/detail', { token: await get().login('seller'), locale: 'zh-CN' })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/)
    expect((await get().call('GET', `/jobs/detail?id=x`)).status).toBe(401)
  })

  it('cancels a job once, idempotently', async () => {
    const job = await make()
    const key = newKey('cancel')
    const token = await get().login('seller')
    const first = await get().call<JobView>('POST', '/jobs/cancel', {
      token,
      body: { id: job.id },
      headers: { 'idempotency-key': key },
    })
    expect(first.status).toBe(200)
    expect(first.body.data.state).toBe('cancelled')
    const again = await get().call<JobView>('POST', '/jobs/cancel', {
      token,
      body: { id: job.id },
      headers: { 'idempotency-key': key },
    })
    expect(again.headers['idempotent-replayed']).toBe('true')
    const other = await get().call('POST', '/jobs/cancel', {
      token: await get().login('seller2'),
      body: { id: job.id },
      headers: { 'idempotency-key': newKey('cancel') },
    })
    expect(other.status).toBe(404)
  })
})
