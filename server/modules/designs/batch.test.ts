// Batch design as a background job (server/jobs kind design.batch): every pair made or skipped
// with its reason, progress readable, bad input refused with nothing queued, tenant checked.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { BATCH_KIND, type BatchItemRow, DESIGN_BATCH_PATHS } from '../../../src/contract/design-batch'
import { JOB_PATHS, type JobView } from '../../../src/contract/jobs'
import { MATERIAL_PATHS } from '../../../src/contract/materials'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { describeApp } from '../../test/helper'
import { upload } from '../materials/test-support'
import { newKey, rowsOf, scalar } from '../orders/test-support'
import './batch-job'
import { badge } from './test-support'

const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-design-batch-test-'))

describeApp(
  'batch design',
  (get) => {
    let worker: JobWorker | null = null
    afterAll(async () => {
      await worker?.stop()
    })
    const token = (username = 'seller') => get().login(username)
    const picture = async (size: number, name: string) => {
      const answer = await upload<{ material?: { id: string } }[]>(
        get,
        MATERIAL_PATHS.save,
        [
          { name: 'type', body: 'pattern' },
          { name: 'file', fileName: name, type: 'image/png', body: await badge(size) },
        ],
        { token: await token() },
      )
      return answer.body.data[0]!.material!.id
    }
    const start = async (body: unknown, username = 'seller') =>
      get().call<JobView>('POST', DESIGN_BATCH_PATHS.start, {
        token: await token(username),
        body,
        locale: 'en',
        headers: { 'idempotency-key': newKey('batch') },
      })
    const rule = { mode: 'fit', anchor: 'center', margin: 10, sides: 'first' }
    const jobCount = () => scalar(get, `select count(*) from jobs where kind = '${BATCH_KIND}'`)

    it('2 pictures × 2 models: the sharp picture is made on both, the small one skipped for DPI', async () => {
      const sharp = await picture(1200, 'sharp.png')
      const small = await picture(300, 'small.png')
      const [shop] = await rowsOf<{ id: string }>(
        get,
        sql`select id from shops where did = 'd-demo' order by id limit 1`,
      )
      const started = await start({
        materialIds: [sharp, small],
        productIds: ['d-demo-p1', 'd-demo-p2'],
        shopId: shop!.id,
        rule,
        title: '{material} on {model}',
      })
      expect(started.status).toBe(200)
      expect(started.body.data).toMatchObject({ kind: BATCH_KIND, state: 'queued', total: 4 })
      const app = get().app
      worker = startJobWorker(
        { db: get().db, log: app.log, config: app.config },
        { kinds: [BATCH_KIND], idleMs: 50, pauseMs: 0 },
      )
      let job = started.body.data
      for (let i = 0; i < 600 && (job.state === 'queued' || job.state === 'running'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        job = (await get().call<JobView>('GET', `${JOB_PATHS.detail}?id=${job.id}`, { token: await token() })).body.data
      }
      expect(job).toMatchObject({ state: 'done', processed: 4, percent: 100, counts: { made: 2, skipped: 2 } })
      const items = await get().call<BatchItemRow[]>('POST', DESIGN_BATCH_PATHS.items, {
        token: await token(),
        body: { jobId: job.id },
      })
      expect(items.body.data.map((item) => [item.materialName, item.outcome, item.reason])).toEqual([
        ['sharp.png', 'made', null],
        ['sharp.png', 'made', null],
        ['small.png', 'skipped', 'dpi'],
        ['small.png', 'skipped', 'dpi'],
      ])
      expect(items.body.data[2]!.dpi).toBeLessThan(100)
      expect(items.body.data[0]!.mockup).toMatch(/\/design\/mockup\//)
      const made = items.body.data[0]!
      expect(
        await scalar(get, `select count(*) from goods where id = '${made.goodsId}' and design_id = '${made.designId}'`),
      ).toBe(1)
      // Another tenant cannot read the items.
      const other = await get().call('POST', DESIGN_BATCH_PATHS.items, {
        token: await token('seller2'),
        body: { jobId: job.id },
      })
      expect(other.status).toBe(404)
    }, 240_000)

    it('bad input, another tenant’s picture or shop, no permission: refused, nothing queued', async () => {
      const before = await jobCount()
      const [shop] = await rowsOf<{ id: string }>(
        get,
        sql`select id from shops where did = 'd-demo' order by id limit 1`,
      )
      const body = { materialIds: ['m-demo-01'], productIds: ['d-demo-p1'], shopId: shop!.id, rule, title: 'x' }
      expect((await start({ ...body, materialIds: [] })).status).toBe(400)
      expect((await start({ ...body, rule: { ...rule, margin: -1 } })).status).toBe(400)
      expect((await start({ ...body, rule: { ...rule, mode: 'stretch' } })).status).toBe(400)
      expect((await start({ ...body, shopId: 'no-such-shop' })).status).toBe(404)
      expect((await start({ ...body, productIds: ['d-demo2-p1'] })).status).toBe(404)
      expect((await start({ ...body, materialIds: ['no-such-material'] })).status).toBe(404)
      expect((await start(body, 'staff')).status).toBe(403)
      expect(await jobCount()).toBe(before)
    })
  },
  { config: { dataDir } },
)
