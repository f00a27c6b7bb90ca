// A production job names the design version its goods were ordered with (issue 17 item 3): the
// ticket's print files are that version's, a later design change makes a new version and leaves
// the job alone, and the frozen print file downloads for the factory and the distributor only.
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESIGN_PATHS, type DesignDetail, type DesignSaveInput } from '../../../src/contract/designs'
import type { GoodsRow } from '../../../src/contract/goods'
import { PRODUCTION_PATHS, type ProductionJobRow } from '../../../src/contract/production'
import type { PurchaseCreateResult } from '../../../src/contract/purchasing'
import { storageFor } from '../../lib/file-storage'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf } from '../../test/support'
import { badge, imageAt, textAt } from '../designs/test-support'
import { purchaseCalls } from '../purchasing/test-support'
import { addSecondFactory, productionCalls } from './test-support'

describeApp('production jobs carry their design version', (get) => {
  const { detail } = productionCalls(get)
  const token = (username: string) => get().login(username)
  const design = (text: string, id?: string): DesignSaveInput => ({
    ...(id ? { id } : {}),
    name: 'Ticket tee',
    productId: 'd-demo-p1',
    color: '#FFFFFF',
    zoom: 10,
    sides: [{ sideId: 'd-demo-p1-d1', elements: [textAt({ text })] }],
  })
  const saveDesign = async (body: DesignSaveInput) => {
    const answer = await get().call<DesignDetail>('POST', DESIGN_PATHS.save, {
      token: await token('seller'),
      body,
      headers: { 'idempotency-key': newKey('design') },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const download = async (path: string, as: string) =>
    get().app.inject({ method: 'GET', url: `/dis/ts${path}`, headers: { authorization: `Bearer ${await token(as)}` } })

  let job: ProductionJobRow
  let first: DesignDetail

  beforeAll(async () => {
    await addSecondFactory(get)
    first = await saveDesign(design('Version one'))
    const [shop] = await rowsOf<{ id: string }>(get, sql`select id from shops where did = 'd-demo' limit 1`)
    const goods = await get().call<GoodsRow>('POST', DESIGN_PATHS.goods, {
      token: await token('seller'),
      body: { designId: first.id, shopId: shop!.id, title: 'Ticket tee' },
      headers: { 'idempotency-key': newKey('goods') },
    })
    expect(goods.status, JSON.stringify(goods.body)).toBe(200)
    // A customer orders the goods: a demo order waiting to ship now holds them.
    const calls = purchaseCalls(get)
    const [line] = await calls.freshLines(1)
    await get().db.execute(sql`update sale_order_lines set goods_id = ${goods.body.data.id} where id = ${line!.lineId}`)
    const cart = await calls.post<{ id: string; saleLineId: string }[]>('/purchase/cart/add', {
      items: [
        {
          saleOrderId: line!.orderId,
          saleLineId: line!.lineId,
          supplierId: 'd-demo-factory',
          quantity: 1,
          unitPrice: 900,
        },
      ],
    })
    expect(cart.status, JSON.stringify(cart.body)).toBe(200)
    const item = cart.body.data.find((entry) => entry.saleLineId === line!.lineId)!
    const created = await calls.post<PurchaseCreateResult>('/purchase/order/create', {
      mode: 'merged',
      cartItemIds: [item.id],
    })
    const po = created.body.data.orders[0]!
    expect((await calls.post('/purchase/order/pay', { purchaseId: po.id })).status).toBe(200)
    expect((await calls.post('/purchase/order/accept', { purchaseId: po.id }, { as: 'factory' })).status).toBe(200)
    const [row] = await rowsOf<{ id: string }>(
      get,
      sql`select id from production_jobs where purchase_order_id = ${po.id}`,
    )
    job = (await detail(row!.id)).body.data
  })

  it('the job names the design, its version and the print file of each printed side', () => {
    expect(job.lines[0]!.design).toMatchObject({
      designId: first.id,
      name: 'Ticket tee',
      version: 1,
      files: [{ sideName: first.files[0]!.sideName, width: first.files[0]!.width, dpi: 300 }],
    })
    expect(job.lines[0]!.design!.files[0]!.printFile).toBe(first.files[0]!.printFile)
  })

  it('a later change of the design makes version 2 and leaves the job on version 1', async () => {
    const second = await saveDesign(design('Version two', first.id))
    expect(second.currentVersion).toBe(2)
    const again = (await detail(job.id)).body.data
    expect(again.lines[0]!.design!.version).toBe(1)
    expect(again.lines[0]!.design!.files[0]!.printFile).toBe(first.files[0]!.printFile)
    expect(again.lines[0]!.design!.files[0]!.printFile).not.toBe(second.files[0]!.printFile)
  })

  it('the demo: a buyer ordered the demo design’s goods, and job PJ-DM0008 prints its version 1', async () => {
    const demo = (await detail('pj-demo-08')).body.data
    expect(demo.jobNo).toBe('PJ-DM0008')
    const printed = demo.lines.find((line) => line.design)
    expect(printed?.design).toMatchObject({ designId: 'design-demo-summer', name: 'Summer Days tee', version: 1 })
    // The file itself is in the data folder the demo was seeded into (the e2e downloads it).
    expect(printed!.design!.files[0]).toMatchObject({ width: 3543, height: 4724, dpi: 300 })
  })

  describe('the frozen print file', () => {
    const path = () => PRODUCTION_PATHS.printFile(job.id, 0, 0)

    it('downloads for the factory (another tenant than the design’s) and for the distributor', async () => {
      for (const who of ['factory', 'seller']) {
        const answer = await download(path(), who)
        expect(answer.statusCode).toBe(200)
        expect(answer.headers['content-type']).toBe('image/png')
        expect(answer.headers['content-disposition']).toContain(`${job.jobNo}-1-1-v1.png`)
        const meta = await sharp(answer.rawPayload).metadata()
        expect(meta).toMatchObject({ width: first.files[0]!.width, height: first.files[0]!.height, density: 300 })
      }
    })

    it('a print file still pending (a batch draws them later) is drawn when the factory downloads it', async () => {
      const key = job.lines[0]!.design!.files[0]!.printFile
      const storage = storageFor(get().app.config.dataDir)
      // The file as a batch leaves it: not stored, recorded with the picture it is drawn from.
      await storage.delete(key)
      const picture = { storage_key: 'm/d-demo/pending-test.png', format: 'png' }
      const side = { sideId: 'd-demo-p1-d1', elements: [imageAt('m-demo-01')] }
      await get().db.execute(
        sql`insert into design_pending_prints (key, did, side, area, images, picture_keys) values (${key}, 'd-demo', ${JSON.stringify(side)}::jsonb, ${JSON.stringify({ width: 300, height: 400 })}::jsonb, ${JSON.stringify({ 'm-demo-01': { key: picture.storage_key, format: picture.format === 'png' ? 'png' : 'jpeg' } })}::jsonb, ${sql.raw(`array['${picture.storage_key}']`)})`,
      )
      // Its picture missing (it never should be: pinned), the download says so plainly, in either language.
      const refused = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${path()}`,
        headers: { authorization: `Bearer ${await token('factory')}`, 'accept-language': 'zh-CN' },
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().msg).toBe('无法生成印刷文件：图片可能已损坏或过大')
      await storage.put(picture.storage_key, await badge(1200))
      const answer = await download(path(), 'factory')
      expect(answer.statusCode).toBe(200)
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 3543, height: 4724, density: 300 })
      expect(await storage.has(key)).toBe(true)
      expect((await rowsOf(get, sql`select key from design_pending_prints where key = ${key}`)).length).toBe(0)
      // No material keeps that picture: drawing released the pin, and the file went with it.
      expect(await storage.has(picture.storage_key)).toBe(false)
    })

    it('another factory or distributor gets 404; a line or side that does not exist 404; bad numbers 400', async () => {
      expect((await download(path(), 'factory2')).statusCode).toBe(404)
      expect((await download(path(), 'seller2')).statusCode).toBe(404)
      expect((await download(PRODUCTION_PATHS.printFile(job.id, 5, 0), 'factory')).statusCode).toBe(404)
      expect((await download(PRODUCTION_PATHS.printFile(job.id, 0, 9), 'factory')).statusCode).toBe(404)
      const bad = await get().app.inject({
        method: 'GET',
        url: `/dis/ts/production/job/${job.id}/print/x/0`,
        headers: { authorization: `Bearer ${await token('factory')}`, 'accept-language': 'zh-CN' },
      })
      expect(bad.statusCode).toBe(400)
      expect((await download(path(), 'supplier')).statusCode).toBe(403)
    })
  })
})
