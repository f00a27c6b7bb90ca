// Production job calls: every stage × every target of the machine (src/contract/production.ts),
// allowed and refused; the defect path raising a linked reprint; history entries; stale versions
// (412 with the current row); idempotent replays (same key → same answer, other body → 422);
// the factory acts, the distributor reads, another factory or distributor sees nothing (404);
// jobs made when a factory accepts a purchase order; the delta source of the mirror.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import {
  ALL_PRODUCTION_STAGES,
  canMove,
  DEFECTIVE,
  nextStage,
  PRODUCTION_MOVES,
  type ProductionJobRow,
} from '../../../src/contract/production'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf } from '../../test/support'
import { purchaseCalls } from '../purchasing/test-support'
import { addSecondFactory, productionCalls } from './test-support'

describeApp('production jobs', (get) => {
  const { stage, detail, jobIn, historyCount } = productionCalls(get)
  beforeAll(async () => {
    await addSecondFactory(get)
  })

  describe('stage machine: every stage to every stage', () => {
    for (const from of ALL_PRODUCTION_STAGES) {
      for (const to of ALL_PRODUCTION_STAGES) {
        const allowed = canMove(from, to)
        it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused (400)'}`, async () => {
          const job = await jobIn(from)
          const body = { jobId: job.id, to, version: job.version, ...(to === DEFECTIVE ? { reason: 'smudged' } : {}) }
          const answer = await stage(body)
          if (allowed) {
            expect(answer.status, JSON.stringify(answer.body)).toBe(200)
            expect(answer.body.data.job.stage).toBe(to)
            expect(answer.body.data.job.version).toBe(job.version + 1)
            const last = answer.body.data.job.history.at(-1)!
            expect(last).toMatchObject({ by: 'factory', from, to })
          } else {
            expect(answer.status, JSON.stringify(answer.body)).toBe(400)
            expect(answer.body.msg).toMatch(/cannot move to/)
            expect((await detail(job.id)).body.data).toMatchObject({ stage: from, version: job.version })
            expect(await historyCount(job.id)).toBe(job.history.length)
          }
        })
      }
    }

    it('moves a job from queued to shipped one next stage at a time', async () => {
      let job = await jobIn('queued')
      const seen = [job.stage]
      for (let to = nextStage(job.stage); to; to = nextStage(job.stage)) {
        const answer = await stage({ jobId: job.id, to, version: job.version })
        expect(answer.status).toBe(200)
        job = answer.body.data.job
        seen.push(job.stage)
      }
      expect(seen).toEqual(['queued', 'printing', 'finishing', 'quality_check', 'packed', 'shipped'])
      expect(job.history.map((entry) => entry.to).slice(-5)).toEqual(seen.slice(1))
      expect(PRODUCTION_MOVES.shipped).toEqual([])
    })
  })

  describe('defect path', () => {
    it('closes the job as defective with its reason and raises a linked reprint at queued with the same lines', async () => {
      const job = await jobIn('quality_check')
      const answer = await stage({ jobId: job.id, to: DEFECTIVE, version: job.version, reason: 'Colour banding' })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const { job: closed, reprint } = answer.body.data
      expect(closed).toMatchObject({ stage: 'defective', defectReason: 'Colour banding', reprintJobId: reprint!.id })
      expect(reprint).toMatchObject({
        stage: 'queued',
        reprintOfId: job.id,
        purchaseOrderId: job.purchaseOrderId,
        lines: job.lines,
        itemCount: job.itemCount,
        version: 1,
      })
      expect(reprint!.jobNo).not.toBe(job.jobNo)
      expect(reprint!.history).toEqual([expect.objectContaining({ from: null, to: 'queued', reason: job.jobNo })])
      expect(closed.history.at(-1)).toMatchObject({ from: 'quality_check', to: 'defective', reason: 'Colour banding' })
    })

    it('refuses a defect without a reason, in the caller language, and changes nothing', async () => {
      const job = await jobIn('printing')
      const en = await stage({ jobId: job.id, to: DEFECTIVE, version: job.version })
      expect(en.status).toBe(400)
      expect(en.body.msg).toBe('Say why the job is defective')
      const zh = await stage({ jobId: job.id, to: DEFECTIVE, version: job.version }, { locale: 'zh-CN' })
      expect(zh.body.msg).toBe('请填写次品原因')
      const reprints = await rowsOf<{ n: number }>(
        get,
        sql`select count(*)::int as n from production_jobs where reprint_of_id = ${job.id}`,
      )
      expect(Number(reprints[0]!.n)).toBe(0)
      expect((await detail(job.id)).body.data.stage).toBe('printing')
    })

    it('refuses a defect after packing (the job passed quality check)', async () => {
      const job = await jobIn('packed')
      const answer = await stage({ jobId: job.id, to: DEFECTIVE, version: job.version, reason: 'late' })
      expect(answer.status).toBe(400)
    })
  })

  describe('versions and idempotency', () => {
    it('answers 412 with the current job for a stale version', async () => {
      const job = await jobIn('queued')
      expect((await stage({ jobId: job.id, to: 'printing', version: job.version })).status).toBe(200)
      const stale = await stage({ jobId: job.id, to: 'printing', version: job.version })
      expect(stale.status).toBe(412)
      expect(stale.body.data as unknown as ProductionJobRow).toMatchObject({
        id: job.id,
        stage: 'printing',
        version: job.version + 1,
      })
    })

    it('replays the stored answer for a repeated key and moves the job once', async () => {
      const job = await jobIn('queued')
      const key = newKey('repeat')
      const body = { jobId: job.id, to: 'printing', version: job.version }
      const first = await stage(body, { key })
      const again = await stage(body, { key })
      expect(first.status).toBe(200)
      expect(again.status).toBe(200)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(again.body).toEqual(first.body)
      const now = (await detail(job.id)).body.data
      expect(now.version).toBe(job.version + 1)
      expect(await historyCount(job.id)).toBe(job.history.length + 1)
    })

    it('refuses the same key with another body (422)', async () => {
      const job = await jobIn('queued')
      const key = newKey('mismatch')
      expect((await stage({ jobId: job.id, to: 'printing', version: job.version }, { key })).status).toBe(200)
      const other = await stage({ jobId: job.id, to: DEFECTIVE, version: job.version, reason: 'x' }, { key })
      expect(other.status).toBe(422)
    })

    it('requires an Idempotency-Key (the outbox replays this call)', async () => {
      const job = await jobIn('queued')
      const answer = await stage({ jobId: job.id, to: 'printing', version: job.version }, { key: null })
      expect(answer.status).toBe(400)
      expect((await detail(job.id)).body.data.stage).toBe('queued')
    })
  })

  describe('who sees and moves a job', () => {
    it('lets the distributor whose purchase order it is read the job, but not move it (403)', async () => {
      const job = await jobIn('queued')
      expect((await detail(job.id, 'seller')).status).toBe(200)
      const answer = await stage({ jobId: job.id, to: 'printing', version: job.version }, { as: 'seller' })
      expect(answer.status).toBe(403)
      expect((await detail(job.id)).body.data.stage).toBe('queued')
    })

    it("answers 404 for another factory's job and to an unrelated distributor, 403 to a supplier", async () => {
      const job = await jobIn('queued')
      for (const who of ['factory2', 'seller2'] as const) {
        expect((await detail(job.id, who)).status, who).toBe(404)
        expect((await stage({ jobId: job.id, to: 'printing', version: job.version }, { as: who })).status, who).toBe(
          404,
        )
      }
      // A plain supplier holds no production permission at all.
      expect((await detail(job.id, 'supplier')).status).toBe(403)
      expect((await stage({ jobId: job.id, to: 'printing', version: job.version }, { as: 'supplier' })).status).toBe(
        403,
      )
      expect((await detail(job.id)).body.data).toMatchObject({ stage: 'queued', version: job.version })
      const own = await jobIn('queued', 'd-test-factory2')
      expect((await detail(own.id, 'factory')).status).toBe(404)
      expect((await stage({ jobId: own.id, to: 'printing', version: own.version })).status).toBe(404)
      expect((await stage({ jobId: own.id, to: 'printing', version: own.version }, { as: 'factory2' })).status).toBe(
        200,
      )
    })

    it('lists only the caller side jobs', async () => {
      const list = async (who: 'factory' | 'factory2' | 'seller' | 'seller2') =>
        (
          await get().call<ServerPage<ProductionJobRow>>('POST', '/ds/list/production_job', {
            token: await get().login(who),
            body: { pageSize: 100 },
          })
        ).body.data.list
      const ofFactory = await list('factory')
      expect(ofFactory.length).toBeGreaterThanOrEqual(9)
      expect(ofFactory.every((job) => job.factoryId === 'd-demo-factory')).toBe(true)
      expect((await list('factory2')).every((job) => job.factoryId === 'd-test-factory2')).toBe(true)
      expect((await list('seller')).every((job) => job.distributorId === 'd-demo')).toBe(true)
      expect(await list('seller2')).toEqual([])
    })
  })

  describe('bad input', () => {
    const cases: [string, unknown][] = [
      ['no body fields', {}],
      ['an unknown stage', { jobId: 'pj-demo-03', to: 'burnt', version: 1 }],
      ['a version that is not a number', { jobId: 'pj-demo-03', to: 'printing', version: 'one' }],
      ['a reason over 200 characters', { jobId: 'pj-demo-03', to: DEFECTIVE, version: 1, reason: 'x'.repeat(201) }],
    ]
    for (const [name, body] of cases) {
      it(`answers 400 with a field message for ${name}`, async () => {
        const answer = await stage(body)
        expect(answer.status).toBe(400)
        expect(answer.body.msg.length).toBeGreaterThan(0)
        expect(answer.body.data).toBeNull()
      })
    }
    it('answers 404 for a job that does not exist', async () => {
      expect((await stage({ jobId: 'no-such-job', to: 'printing', version: 1 })).status).toBe(404)
      expect((await detail('no-such-job')).status).toBe(404)
    })
  })

  describe('jobs from purchase orders', () => {
    it('makes a queued job with the lines of a purchase order the factory accepts', async () => {
      const po = await purchaseCalls(get).inStatus('3', 'd-demo-factory')
      const [job] = await rowsOf<{ id: string }>(
        get,
        sql`select id from production_jobs where purchase_order_id = ${po.id}`,
      )
      const row = (await detail(job!.id)).body.data
      expect(row).toMatchObject({ stage: 'queued', purchaseOrderId: po.id, purchaseNo: po.purchaseNo })
      expect(row.lines.map((line) => line.sku)).toEqual(po.lines.map((line) => line.sku))
      expect(row.history).toEqual([expect.objectContaining({ by: 'factory', from: null, to: 'queued' })])
    })

    it('withdraws the job when the factory rejects the accepted purchase order; a delta reports it deleted', async () => {
      const calls = purchaseCalls(get)
      const po = await calls.inStatus('3', 'd-demo-factory')
      const [job] = await rowsOf<{ id: string }>(
        get,
        sql`select id from production_jobs where purchase_order_id = ${po.id}`,
      )
      const since = new Date(Date.now() - 1000).toISOString()
      const rejected = await calls.post(
        '/purchase/order/reject',
        { purchaseId: po.id, reason: 'press broken' },
        { as: 'factory' },
      )
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
      expect((await detail(job!.id)).status).toBe(404)
      const delta = await get().call<ServerPage<ProductionJobRow>>('POST', '/ds/list/production_job', {
        token: await get().login('factory'),
        body: { updatedSince: since, pageSize: 100, sortField: 'updatedAt', sortOrder: 'ascend' },
      })
      expect(delta.body.data.list.find((row) => row.id === job!.id)).toMatchObject({ deleted: true, version: 2 })
    })

    it('makes no job for a purchase order a plain supplier accepts', async () => {
      const po = await purchaseCalls(get).inStatus('3', 'd-demo-supplier')
      const rows = await rowsOf(get, sql`select id from production_jobs where purchase_order_id = ${po.id}`)
      expect(rows).toEqual([])
    })
  })

  describe('delta source for the mirror', () => {
    it('answers jobs changed since a moment, withdrawn ones flagged deleted', async () => {
      const job = await jobIn('queued')
      const since = new Date(Date.now() - 1000).toISOString()
      await get().db.execute(
        sql`update production_jobs set deleted_at = now(), updated_at = now(), version = version + 1 where id = ${job.id}`,
      )
      const delta = await get().call<ServerPage<ProductionJobRow>>('POST', '/ds/list/production_job', {
        token: await get().login('factory'),
        body: { updatedSince: since, pageSize: 100, sortField: 'updatedAt', sortOrder: 'ascend' },
      })
      expect(delta.body.data.list.find((row) => row.id === job.id)?.deleted).toBe(true)
      const plain = await get().call<ServerPage<ProductionJobRow>>('POST', '/ds/list/production_job', {
        token: await get().login('factory'),
        body: { keyword: job.jobNo },
      })
      expect(plain.body.data.list).toEqual([])
      expect((await detail(job.id)).status).toBe(404)
    })
  })
})
