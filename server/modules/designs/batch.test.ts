// Batch design as a background job (server/jobs kind design.batch): every pair made or skipped
// with its reason, progress readable, bad input refused with nothing queued, tenant checked.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { BATCH_KIND, BATCH_MAX_MODELS, type BatchItemRow, DESIGN_BATCH_PATHS } from '../../../src/contract/design-batch'
import { GOODS_PATHS } from '../../../src/contract/goods'
import { JOB_PATHS, type JobView } from '../../../src/contract/jobs'
import { MATERIAL_PATHS } from '../../../src/contract/materials'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'
import { upload } from '../materials/test-support'
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
    const start = async (body: unknown, username = 'seller', locale: 'en' | 'zh-CN' = 'en') =>
      get().call<JobView>('POST', DESIGN_BATCH_PATHS.start, {
        token: await token(username),
        body,
        locale,
        headers: { 'idempotency-key': newKey('batch') },
      })
    const rule = { mode: 'fit', anchor: 'center', margin: 10, sides: 'first' }
    const jobCount = () => scalar(get, `select count(*) from jobs where kind = '${BATCH_KIND}'`)
    const firstShop = async () =>
      (await rowsOf<{ id: string }>(get, sql`select id from shops where did = 'd-demo' order by id limit 1`))[0]!.id
    const runUntilDone = async (started: JobView) => {
      const app = get().app
      worker ??= startJobWorker(
        { db: get().db, log: app.log, config: app.config },
        { kinds: [BATCH_KIND], idleMs: 50, pauseMs: 0 },
      )
      app.jobs.wake()
      let job = started
      for (let i = 0; i < 1200 && (job.state === 'queued' || job.state === 'running'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        job = (await get().call<JobView>('GET', `${JOB_PATHS.detail}?id=${job.id}`, { token: await token() })).body.data
      }
      return job
    }

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
      const job = await runUntilDone(started.body.data)
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
    it('a whole category: every model in it and under it, side-less models skipped with their reason', async () => {
      const sharp = await picture(1200, 'category-sharp.png')
      const small = await picture(300, 'category-small.png')
      // The kids category holds three demo models; one more without print areas joins it.
      await get().db.execute(
        sql`insert into products (id, did, category_id, title, weight) values ('d-demo-kids-blank', 'd-demo', 'd-demo-pc-kids', 'ZZ blank kids model', 100)`,
      )
      const started = await start({
        materialIds: [sharp, small],
        categoryId: 'd-demo-pc-kids',
        shopId: await firstShop(),
        rule,
        title: '{material} on {model}',
      })
      expect(started.status).toBe(200)
      expect(started.body.data).toMatchObject({ state: 'queued', total: 8 })
      const job = await runUntilDone(started.body.data)
      expect(job).toMatchObject({ state: 'done', processed: 8, counts: { made: 3, skipped: 5 } })
      const items = (
        await get().call<BatchItemRow[]>('POST', DESIGN_BATCH_PATHS.items, {
          token: await token(),
          body: { jobId: job.id },
        })
      ).body.data
      const outcome = (item: BatchItemRow) => `${item.materialName} × ${item.productTitle}: ${item.reason ?? 'made'}`
      expect(items.filter((item) => item.productId === 'd-demo-kids-blank').map(outcome)).toEqual([
        'category-sharp.png × ZZ blank kids model: no-sides',
        'category-small.png × ZZ blank kids model: no-sides',
      ])
      const kids = items.filter((item) => item.productId !== 'd-demo-kids-blank')
      expect(kids.filter((item) => item.materialName === 'category-sharp.png').map((item) => item.outcome)).toEqual([
        'made',
        'made',
        'made',
      ])
      expect(kids.filter((item) => item.materialName === 'category-small.png').map((item) => item.reason)).toEqual([
        'dpi',
        'dpi',
        'dpi',
      ])
      // The models were fixed when the batch started: the job keeps the category it came from.
      const [payload] = await rowsOf<{ payload: { categoryId: string; productIds: string[] } }>(
        get,
        sql`select payload from jobs where id = ${job.id}`,
      )
      expect(payload!.payload.categoryId).toBe('d-demo-pc-kids')
      expect(payload!.payload.productIds).toHaveLength(4)
    }, 300_000)

    it('a category of another tenant is 404, an empty or too large one 400, in both languages; nothing queued', async () => {
      const before = await jobCount()
      const body = { materialIds: ['m-demo-01'], shopId: await firstShop(), rule, title: 'x' }
      const theirs = await start({ ...body, categoryId: 'd-demo2-pc-kids' })
      expect(theirs.status).toBe(404)
      expect(theirs.body.msg).toContain('product category')
      expect((await start({ ...body, categoryId: 'd-demo2-pc-kids' }, 'seller', 'zh-CN')).body.msg).toContain(
        '商品分类',
      )
      const made = await get().call<{ id: string }>('POST', GOODS_PATHS.categorySave, {
        token: await token(),
        body: { pid: '0', title: 'Empty for batch' },
        headers: { 'idempotency-key': newKey('category') },
      })
      expect(made.status).toBe(200)
      const empty = await start({ ...body, categoryId: made.body.data.id })
      expect(empty.status).toBe(400)
      expect(empty.body.msg).toBe('The category "Empty for batch" has no product models to design on')
      const emptyZh = await start({ ...body, categoryId: made.body.data.id }, 'seller', 'zh-CN')
      expect(emptyZh.status).toBe(400)
      expect(emptyZh.body.msg).toBe('分类“Empty for batch”下没有可设计的产品模型')
      // Only deleted models left: still empty.
      await get().db.execute(
        sql`insert into products (id, did, category_id, title, weight, deleted_at) values ('d-demo-gone-1', 'd-demo', ${made.body.data.id}, 'Gone', 100, now())`,
      )
      expect((await start({ ...body, categoryId: made.body.data.id })).status).toBe(400)
      await get().db.execute(
        sql`insert into products (id, did, category_id, title, weight) select 'd-demo-many-' || n, 'd-demo', ${made.body.data.id}, 'Many ' || n, 100 from generate_series(1, ${BATCH_MAX_MODELS + 1}) n`,
      )
      const large = await start({ ...body, categoryId: made.body.data.id }, 'seller', 'zh-CN')
      expect(large.status).toBe(400)
      expect(large.body.msg).toContain(`${BATCH_MAX_MODELS + 1} 个产品模型`)
      const both = await start({ ...body, productIds: ['d-demo-p1'], categoryId: 'd-demo-pc-kids' }, 'seller', 'zh-CN')
      expect(both.status).toBe(400)
      expect(both.body.msg).toContain('请选择产品模型或一个分类')
      const neither = await start(body)
      expect(neither.status).toBe(400)
      expect(neither.body.msg).toContain('Choose either product models or one category')
      expect((await start({ ...body, categoryId: '' })).status).toBe(400)
      expect((await start({ ...body, categoryId: 'd-demo-pc-kids' }, 'staff')).status).toBe(403)
      expect(await jobCount()).toBe(before)
    })
  },
  { config: { dataDir } },
)
