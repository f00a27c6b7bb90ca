// Batch design as a background job (server/jobs kind design.batch): every pair made or skipped
// with its reason, progress readable, bad input refused with nothing queued, tenant checked.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharpImage from 'sharp'
import { afterAll, expect, it, vi } from 'vitest'
import { BATCH_KIND, BATCH_MAX_MODELS, type BatchItemRow, DESIGN_BATCH_PATHS } from '../../../src/contract/design-batch'
import { DESIGN_PATHS } from '../../../src/contract/designs'
import { GOODS_PATHS } from '../../../src/contract/goods'
import { JOB_PATHS, type JobView } from '../../../src/contract/jobs'
import { MATERIAL_PATHS } from '../../../src/contract/materials'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'
import { upload } from '../materials/test-support'
import './batch-job'
import { storageFor } from '../../lib/file-storage'
import { MOCKUPS_KIND } from './mockup-job'
import { renderMockupFromPrintFile } from './render'
import type { PhotoShape, SideGeometry } from './side-photo'
import { badge, compareImages } from './test-support'

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
      return vi.waitFor(
        async () => {
          const path = `${JOB_PATHS.detail}?id=${started.id}`
          const job = (await get().call<JobView>('GET', path, { token: await token() })).body.data
          if (job.state === 'queued' || job.state === 'running') throw new Error(`job ${job.id} still ${job.state}`)
          return job
        },
        { timeout: 120_000, interval: 100 },
      )
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

    it('pairs sharing a picture, an area size and the rule share one print file; the batch draws their mockups, the print files wait', async () => {
      const storage = storageFor(dataDir)
      const sharp = await picture(1200, 'shared.png')
      // Classic crew tee and heavyweight tee: fronts of 300 × 400 mm; the polo's left chest is 100 × 100 mm.
      const [polo] = await rowsOf<{ id: string }>(
        get,
        sql`select id from products where did = 'd-demo' and title like '%Polo shirt' limit 1`,
      )
      const started = await start({
        materialIds: [sharp],
        productIds: ['d-demo-p1', 'd-demo-p2', polo!.id],
        shopId: await firstShop(),
        rule,
        title: '{material} on {model}',
      })
      const job = await runUntilDone(started.body.data)
      expect(job).toMatchObject({ state: 'done', counts: { made: 3, skipped: 0 } })
      const versions = await rowsOf<{ product_id: string; files: { printFile: string; mockup: string }[] }>(
        get,
        sql`select v.product_id, v.files from design_batch_items i join design_versions v on v.design_id = i.design_id where i.job_id = ${job.id} order by i.seq`,
      )
      const [crew, heavy, chest] = versions.map((version) => version.files[0]!)
      expect(crew!.printFile).toBe(heavy!.printFile)
      expect(chest!.printFile).not.toBe(crew!.printFile)
      // Nothing drawn by the batch itself: the print files wait, recorded, until first needed.
      expect(await storage.has(crew!.printFile)).toBe(false)
      expect(await storage.has(chest!.printFile)).toBe(false)
      expect(await scalar(get, `select count(*) from design_pending_prints where key = '${crew!.printFile}'`)).toBe(1)
      // Downloading one draws it, at the print area's exact pixels and resolution.
      const download = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${DESIGN_PATHS.printFile(chest!.printFile)}`,
        headers: { authorization: `Bearer ${await token()}` },
      })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('image/png')
      expect(await sharpImage(download.rawPayload).metadata()).toMatchObject({
        width: 1181,
        height: 1181,
        density: 300,
      })
      expect(await storage.has(chest!.printFile)).toBe(true)
      expect(await scalar(get, `select count(*) from design_pending_prints where key = '${chest!.printFile}'`)).toBe(0)
      // Another tenant cannot download it.
      const theirs = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${DESIGN_PATHS.printFile(crew!.printFile)}`,
        headers: { authorization: `Bearer ${await token('seller2')}` },
      })
      expect(theirs.statusCode).toBe(404)
      expect(await storage.has(crew!.printFile)).toBe(false)
      // Same print file, photo and colour: the two tees share their mockup too; the polo's is its own.
      // The batch drew every mockup (the goods' images) in its step; the print files wait.
      expect(heavy!.mockup).toBe(crew!.mockup)
      expect(chest!.mockup).not.toBe(crew!.mockup)
      for (const version of versions) expect(await storage.has(version.files[0]!.mockup)).toBe(true)
      // Viewing one answers it (no session needed: the address is shared with marketplaces); its
      // print file stays pending.
      const viewed = await get().app.inject({ method: 'GET', url: `/dis/ts${DESIGN_PATHS.mockup(crew!.mockup)}` })
      expect(viewed.statusCode).toBe(200)
      expect(viewed.headers['content-type']).toBe('image/jpeg')
      expect((await sharpImage(viewed.rawPayload).metadata()).width).toBeGreaterThan(100)
      expect(await storage.has(crew!.printFile)).toBe(false)
      expect(await scalar(get, `select count(*) from design_pending_prints where key = '${crew!.printFile}'`)).toBe(1)
      // An address nobody recorded is not drawn.
      const unknown = crew!.mockup.replace(/\/m\/[0-9a-f]{6}/, '/m/000000')
      expect(
        (await get().app.inject({ method: 'GET', url: `/dis/ts${DESIGN_PATHS.mockup(unknown)}` })).statusCode,
      ).toBe(404)
      // No follow-up job: nothing is left to draw but print files, which wait for production.
      expect(
        await scalar(
          get,
          `select count(*) from jobs where kind = '${MOCKUPS_KIND}' and payload->>'batchJobId' = '${job.id}'`,
        ),
      ).toBe(0)
      // The goods show the mockups by address from the start.
      const goodsImages = await rowsOf<{ images: string[] }>(
        get,
        sql`select g.images from design_batch_items i join goods g on g.id = i.goods_id where i.job_id = ${job.id} order by i.seq`,
      )
      expect(goodsImages.map((row) => row.images[0])).toEqual(
        versions.map((version) => `/dis/ts${DESIGN_PATHS.mockup(version.files[0]!.mockup)}`),
      )
    }, 240_000)

    it('a pending print file keeps its library picture: deleting the material does not break it', async () => {
      const storage = storageFor(dataDir)
      const id = await picture(1200, 'pinned.png')
      const [material] = await rowsOf<{ storage_key: string; thumb_key: string }>(
        get,
        sql`select storage_key, thumb_key from materials where id = ${id}`,
      )
      const started = await start({
        materialIds: [id],
        productIds: ['d-demo-p1'],
        shopId: await firstShop(),
        rule,
        title: '{material}',
      })
      const job = await runUntilDone(started.body.data)
      expect(job).toMatchObject({ state: 'done', counts: { made: 1 } })
      const [version] = await rowsOf<{ files: { printFile: string; mockup: string }[] }>(
        get,
        sql`select v.files from design_batch_items i join design_versions v on v.design_id = i.design_id where i.job_id = ${job.id}`,
      )
      const file = version!.files[0]!
      expect(await storage.has(file.printFile)).toBe(false)
      // The seller deletes the picture from the library before anything was drawn.
      const removed = await get().call('POST', MATERIAL_PATHS.remove, { token: await token(), body: { ids: [id] } })
      expect(removed.status).toBe(200)
      expect(await scalar(get, `select count(*) from materials where id = '${id}'`)).toBe(0)
      expect(await storage.has(material!.thumb_key)).toBe(false)
      expect(await storage.has(material!.storage_key)).toBe(true)
      // The mockup (a listing image) still draws, from the kept picture; the print file waits.
      const viewed = await get().app.inject({ method: 'GET', url: `/dis/ts${DESIGN_PATHS.mockup(file.mockup)}` })
      expect(viewed.statusCode).toBe(200)
      expect(await storage.has(file.printFile)).toBe(false)
      const print = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${DESIGN_PATHS.printFile(file.printFile)}`,
        headers: { authorization: `Bearer ${await token()}` },
      })
      expect(print.statusCode).toBe(200)
      expect(await sharpImage(print.rawPayload).metadata()).toMatchObject({ width: 3543, height: 4724, density: 300 })
      // Drawn from the picture at its own size, the mockup looks as one made from the 300-DPI print file.
      const [recorded] = await rowsOf<{ side: SideGeometry; color: string; shape: PhotoShape }>(
        get,
        sql`select side, color, shape from design_mockups where key = ${file.mockup}`,
      )
      const fromPrint = await renderMockupFromPrintFile(
        print.rawPayload,
        recorded!.side,
        recorded!.color,
        recorded!.shape,
      )
      const { width = 0, height = 0 } = await sharpImage(fromPrint).metadata()
      expect(await sharpImage(viewed.rawPayload).metadata()).toMatchObject({ width, height })
      const diff = await compareImages(viewed.rawPayload, fromPrint, width, height)
      expect(diff.mean).toBeLessThan(1.5)
      expect(diff.farShare).toBeLessThan(0.002)
      // Nothing waits for the picture any more: its file went with the last pending print file.
      expect(await scalar(get, `select count(*) from design_pending_prints where key = '${file.printFile}'`)).toBe(0)
      expect(await storage.has(material!.storage_key)).toBe(false)
    }, 240_000)

    it('a material deleted before the batch reaches it is skipped as missing, and its file is not kept', async () => {
      const storage = storageFor(dataDir)
      const id = await picture(1200, 'gone-early.png')
      const [material] = await rowsOf<{ storage_key: string }>(
        get,
        sql`select storage_key from materials where id = ${id}`,
      )
      const started = await start({
        materialIds: [id],
        productIds: ['d-demo-p1'],
        shopId: await firstShop(),
        rule,
        title: '{material}',
      })
      // Deleted while the job waits in the queue.
      expect(
        (await get().call('POST', MATERIAL_PATHS.remove, { token: await token(), body: { ids: [id] } })).status,
      ).toBe(200)
      const job = await runUntilDone(started.body.data)
      expect(job).toMatchObject({ state: 'done', counts: { made: 0, skipped: 1 } })
      const items = await get().call<BatchItemRow[]>('POST', DESIGN_BATCH_PATHS.items, {
        token: await token(),
        body: { jobId: job.id },
      })
      expect(items.body.data.map((item) => item.reason)).toEqual(['missing'])
      expect(await storage.has(material!.storage_key)).toBe(false)
    }, 240_000)

    it('a picture that cannot be drawn is skipped with its reason, the others are made', async () => {
      const storage = storageFor(dataDir)
      const good = await picture(1200, 'drawable.png')
      const broken = await picture(1200, 'damaged.png')
      const [stored] = await rowsOf<{ storage_key: string }>(
        get,
        sql`select storage_key from materials where id = ${broken}`,
      )
      // The stored file was damaged after its upload (the library row still says 1200 px).
      const body = (await storage.get(stored!.storage_key))!.body
      await storage.put(stored!.storage_key, body.subarray(0, 200))
      const started = await start({
        materialIds: [good, broken],
        productIds: ['d-demo-p1', 'd-demo-p2'],
        shopId: await firstShop(),
        rule,
        title: '{material} on {model}',
      })
      const job = await runUntilDone(started.body.data)
      expect(job).toMatchObject({ state: 'done', counts: { made: 2, skipped: 2 } })
      const items = await get().call<BatchItemRow[]>('POST', DESIGN_BATCH_PATHS.items, {
        token: await token(),
        body: { jobId: job.id },
      })
      expect(items.body.data.map((item) => [item.materialName, item.outcome, item.reason])).toEqual([
        ['drawable.png', 'made', null],
        ['drawable.png', 'made', null],
        ['damaged.png', 'skipped', 'render'],
        ['damaged.png', 'skipped', 'render'],
      ])
      // Nothing recorded for the skipped pairs: no goods, no pending print file of the damaged picture.
      expect(
        await scalar(
          get,
          `select count(*) from design_pending_prints where '${stored!.storage_key}' = any(picture_keys)`,
        ),
      ).toBe(0)
    }, 240_000)

    it('a cancelled batch keeps what it made and queues nothing more', async () => {
      // No worker: the batch waits in the queue until it is cancelled.
      await worker?.stop()
      worker = null
      const started = await start({
        materialIds: ['m-demo-01'],
        productIds: ['d-demo-p1'],
        shopId: await firstShop(),
        rule,
        title: '{material}',
      })
      const id = started.body.data.id
      const cancel = async () =>
        get().call<JobView>('POST', JOB_PATHS.cancel, {
          token: await token(),
          body: { id },
          headers: { 'idempotency-key': newKey('cancel') },
        })
      const cancelled = await cancel()
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.data.state).toBe('cancelled')
      // Cancelling again changes nothing.
      expect((await cancel()).body.data.state).toBe('cancelled')
      expect(await scalar(get, `select count(*) from jobs where payload->>'batchJobId' = '${id}'`)).toBe(0)
      expect(await scalar(get, `select count(*) from design_batch_items where job_id = '${id}'`)).toBe(0)
    })

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
