// AI content for many goods as a background job: progress readable, every goods written once
// (drafts keyed by job and goods), a failing goods counted and passed over, the daily limit
// ending the job with the rest counted as limited; bad input, permission and tenant.
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, expect, it, vi } from 'vitest'
import { AI_BATCH_KIND } from '../../../src/contract/ai-content'
import type { JobView } from '../../../src/contract/jobs'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'

const silent = { level: 'silent', fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {}, silent() {} }
const quietLog = { ...silent, child: () => quietLog } as unknown as FastifyBaseLogger
const workers: JobWorker[] = []
afterAll(async () => {
  for (const worker of workers) await worker.stop()
})

describeApp('AI content in the background', (get) => {
  const post = async <T>(path: string, body: unknown, username = 'seller', locale: 'en' | 'zh-CN' = 'en') =>
    get().call<T>('POST', path, {
      token: await get().login(username),
      body,
      locale,
      headers: { 'idempotency-key': newKey('batch') },
    })
  const job = async (id: string) =>
    (await get().call<JobView>('GET', `/jobs/detail?id=${id}`, { token: await get().login('seller') })).body.data
  const until = (id: string) =>
    vi.waitFor(
      async () => {
        const view = await job(id)
        if (view.state !== 'done' && view.state !== 'failed') throw new Error(`job ${id} still ${view.state}`)
        return view
      },
      { timeout: 60_000, interval: 50 },
    )
  const goodsIds = async (n: number, offset = 0) =>
    (
      await rowsOf<{ id: string }>(
        get,
        sql`select id from goods where did = 'd-demo' and status <> 'deleted' order by id limit ${n} offset ${offset}`,
      )
    ).map((row) => row.id)

  it('writes 20 goods with the built-in writer, each once, with progress to the end', async () => {
    get().app.config.ai = { dailyLimit: 200, timeoutMs: 5_000, sandbox: false }
    workers.push(
      startJobWorker(
        { db: get().db, log: quietLog, config: get().app.config },
        { idleMs: 20, pauseMs: 0, kinds: [AI_BATCH_KIND] },
      ),
    )
    const ids = await goodsIds(20)
    const started = await post<JobView>('/ai/content/batch', { goodsIds: ids, channel: 'lazada', language: 'en' })
    expect(started.status).toBe(200)
    expect(started.body.data).toMatchObject({ kind: AI_BATCH_KIND, total: 20 })
    const done = await until(started.body.data.id)
    expect(done).toMatchObject({ state: 'done', processed: 20, percent: 100, counts: { written: 20, failed: 0 } })
    const drafts = await rowsOf<{ goods_id: string; n: number }>(
      get,
      sql`select goods_id, count(*)::int as n from ai_contents where request_key like ${`job:${started.body.data.id}:%`} group by goods_id`,
    )
    expect(drafts).toHaveLength(20)
    expect(drafts.every((row) => row.n === 1)).toBe(true)
  })

  it('a daily limit reached mid-way ends the job with the rest counted as limited', async () => {
    const { startFakeOpenAi } = await import('../../ai-sandbox/fake-openai')
    const fake = await startFakeOpenAi({ apiKey: 'sk-batch', model: 'm' })
    try {
      const used = await scalar(get, `select coalesce(sum(requests), 0) from ai_usage where did = 'd-demo'`)
      get().app.config.ai = {
        baseUrl: fake.url,
        apiKey: 'sk-batch',
        model: 'm',
        dailyLimit: used + 3,
        timeoutMs: 5_000,
        sandbox: false,
      }
      const ids = await goodsIds(8, 30)
      const started = await post<JobView>('/ai/content/batch', { goodsIds: ids, channel: 'amazon', language: 'en' })
      const done = await until(started.body.data.id)
      expect(done).toMatchObject({ state: 'done', counts: { written: 3, limited: 5 } })
      expect(fake.requests).toHaveLength(3)
    } finally {
      await fake.close()
    }
  })

  it('bad input 400 in both languages, staff 403, another tenant’s goods 404', async () => {
    for (const body of [
      { goodsIds: [], channel: 'amazon', language: 'en' },
      { goodsIds: ['x'], channel: 'ebay', language: 'en' },
    ]) {
      const zh = await post('/ai/content/batch', body, 'seller', 'zh-CN')
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
    }
    const ids = await goodsIds(1)
    expect(
      (await post('/ai/content/batch', { goodsIds: ids, channel: 'amazon', language: 'en' }, 'staff')).status,
    ).toBe(403)
    expect(
      (await post('/ai/content/batch', { goodsIds: ids, channel: 'amazon', language: 'en' }, 'seller2')).status,
    ).toBe(404)
  })
})
