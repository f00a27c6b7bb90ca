// Export records on the server: every channel's file read back (header, one row per variant, the
// prices and SKUs the build preview gives), listings marked exported, the filter, tenant, permission
// and bad-input answers in both languages, and one record for one Idempotency-Key replayed.
import { existsSync } from 'node:fs'
import { and, eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { Channel } from '../../../../src/contract/dictionaries'
import type { ServerPage } from '../../../../src/contract/envelope'
import type { BuiltProduct } from '../../../../src/contract/listing'
import type { ExportLink, ExportRecordRow } from '../../../../src/contract/listing-export'
import { goods, listingExports, listings, listingTemplates, productCodes } from '../../../db/schema'
import { type JobWorker, startJobWorker } from '../../../jobs/worker'
import { newId } from '../../../lib/ids'
import { describeApp } from '../../../test/helper'
import { newKey } from '../../../test/support'
import { caller, makeTemplate } from '../../generation/test-support'
import { eanCodes } from '../../product-codes/test-support'
import { expireOldExports } from './export-cleanup'
import { exportPaths } from './export-file'
import { signExportLink } from './export-link'
import { EXPORT_KEEP_MS } from './export-records'
import { AMAZON_FIELDS } from './formats/amazon'
import { SHOPIFY_COLUMNS } from './formats/shopify'
import { WOO_COLUMNS } from './formats/wm'

/** The demo seller's shop per channel (server/db/demo-orders.ts). */
const SHOPS: Record<Channel, string> = {
  lazada: 'd-demo-shop-1',
  shopee: 'd-demo-shop-3',
  tiktok: 'd-demo-shop-6',
  ozon: 'd-demo-shop-8',
  amazon: 'd-demo-shop-9',
  wm: 'd-demo-shop-11',
  cd: 'd-demo-shop-12',
  shopify: 'd-demo-shop-13',
  custom: 'd-demo-shop-14',
}

/** Where each file's header ends, its SKU column, and the extra (parent) row a product gets. */
const LAYOUT: Record<Channel, { headerRows: number; sku: string; price: string; parentRow: boolean }> = {
  amazon: { headerRows: 3, sku: 'item_sku', price: 'standard_price', parentRow: true },
  shopify: { headerRows: 1, sku: 'Variant SKU', price: 'Variant Price', parentRow: false },
  wm: { headerRows: 1, sku: 'SKU', price: 'Regular price', parentRow: true },
  custom: { headerRows: 1, sku: 'variant_sku', price: 'price', parentRow: false },
  ozon: { headerRows: 1, sku: 'Артикул*', price: 'Цена*', parentRow: false },
  tiktok: { headerRows: 1, sku: 'Seller SKU', price: 'Retail Price (Local Currency)', parentRow: false },
  shopee: { headerRows: 1, sku: 'SKU', price: 'Price', parentRow: false },
  lazada: { headerRows: 1, sku: 'SellerSku', price: 'price', parentRow: false },
  cd: { headerRows: 1, sku: 'Référence vendeur', price: 'Prix TTC', parentRow: false },
}

async function readTable(fileType: string, bytes: Buffer): Promise<string[][]> {
  if (fileType === 'txt')
    return bytes
      .toString('utf8')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  if (fileType === 'csv')
    return Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, '')).data.filter((row) => row.length > 1)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  const rows: string[][] = []
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1)
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))))
  })
  return rows
}

describeApp('export records of the listing channels', (get) => {
  const call = caller(get)
  let worker: JobWorker
  let goodsIds: string[]
  const templates = new Map<Channel, string>()
  const listed = new Map<Channel, string[]>()

  beforeAll(async () => {
    worker = startJobWorker({ db: get().db, log: get().app.log, config: get().app.config }, { idleMs: 30, pauseMs: 0 })
    const rows = await get()
      .db.select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.did, 'd-demo'), eq(goods.status, 'on_sale')))
      .orderBy(goods.id)
      .limit(3)
    goodsIds = rows.map((row) => row.id)
    // Amazon and CDiscount rows carry an EAN per variant, given from the seller's pool.
    const codes = eanCodes(400, 5_500_000).map((code, i) => ({ rowNo: i + 2, code }))
    const imported = await call('POST', '/product-code/import', { fileName: 'export-codes.csv', rows: codes })
    expect(imported.status).toBe(200)
    const priceTemplateId = (await makeTemplate(call)).id
    for (const [channel, shopId] of Object.entries(SHOPS) as [Channel, string][]) {
      const templateId = newId()
      await get()
        .db.insert(listingTemplates)
        .values({
          id: templateId,
          did: 'd-demo',
          channel,
          shopId,
          name: `${channel} export`,
          categoryId: `${channel}-tees`,
          categoryPath: ['Apparel', 'T-shirts'],
          attributes:
            channel === 'shopify' ? { vendor: 'Demo Studio' } : { brand: 'Demo Studio', department: 'unisex' },
          titlePattern: '{design} {model}',
          descriptionPattern: '{design} — {model}',
          priceTemplateId,
        })
      templates.set(channel, templateId)
      const ids = goodsIds.map(() => newId())
      await get()
        .db.insert(listings)
        .values(
          goodsIds.map((goodsId, i) => ({
            id: ids[i]!,
            did: 'd-demo',
            goodsId,
            shopId,
            channel,
            templateId,
            publishState: i === 2 ? 'failed' : 'published',
          })),
        )
      listed.set(channel, ids)
    }
  })
  afterAll(async () => {
    await worker.stop()
  })

  const create = (body: unknown, options: Parameters<typeof call>[3] = {}) =>
    call<ExportRecordRow>('POST', '/platform/export/create', body, options)
  const waitDone = (id: string) =>
    vi.waitFor(
      async () => {
        const record = (
          await call<ExportRecordRow>('GET', `/platform/export/detail?id=${id}`, undefined, { key: null })
        ).body.data
        if (record.state !== 'done' && record.state !== 'failed') throw new Error(`export ${id} still ${record.state}`)
        return record
      },
      { timeout: 30_000, interval: 50 },
    )
  const download = async (id: string, username = 'seller') =>
    get().app.inject({
      method: 'GET',
      url: `/dis/ts/platform/export/download?id=${id}`,
      headers: { authorization: `Bearer ${await get().login(username)}`, 'accept-language': 'en' },
    })
  const built = async (channel: Channel, goodsId: string) =>
    (
      await call<BuiltProduct>(
        'GET',
        `/third/platform/product/build?goodsId=${goodsId}&templateId=${templates.get(channel)}`,
        undefined,
        { key: null },
      )
    ).body.data

  it.each(Object.keys(SHOPS) as Channel[])(
    'writes the %s file: the channel’s header, one row per variant as the build preview says',
    async (channel) => {
      const ids = listed.get(channel)!.slice(0, 2)
      const made = await create({ channel, listingIds: ids })
      expect(made.status).toBe(200)
      expect(made.body.data).toMatchObject({ state: 'queued', count: 2 })
      const record = await waitDone(made.body.data.id)
      expect(record).toMatchObject({ state: 'done', count: 2, processed: 2, skipped: 0, percent: 100 })

      const file = await download(record.id)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-disposition']).toContain(record.fileName)
      expect(file.rawPayload.length).toBe(record.size)
      const table = await readTable(record.fileType, file.rawPayload)
      const layout = LAYOUT[channel]
      const header = table[layout.headerRows - 1]!
      if (channel === 'amazon') {
        expect(table[0]![0]).toBe('TemplateType=fptcustom')
        expect(header).toEqual(AMAZON_FIELDS)
      }
      if (channel === 'shopify') expect(header).toEqual(SHOPIFY_COLUMNS)
      if (channel === 'wm') expect(header).toEqual(WOO_COLUMNS)
      const data = table.slice(layout.headerRows)
      const column = (name: string) => header.indexOf(name)
      const skuAt = column(layout.sku)
      const priceAt = column(layout.price)
      expect(skuAt).toBeGreaterThanOrEqual(0)

      let expectedRows = 0
      let variants = 0
      for (const [i, goodsId] of goodsIds.slice(0, 2).entries()) {
        const product = await built(channel, goodsId)
        expect(product.variants.length).toBeGreaterThan(0)
        for (const [n, variant] of product.variants.entries()) {
          // The build preview of a goods not yet keyed by the listing names its SKUs by the listing id.
          const sku = `${ids[i]}-${n + 1}`
          expect(variant.sku.endsWith(`-${n + 1}`)).toBe(true)
          const row = data.find((cells) => cells[skuAt] === sku)
          expect(row, `${channel} row for ${sku}`).toBeDefined()
          expect(Number(row![priceAt])).toBe(variant.price)
        }
        expectedRows += product.variants.length + (layout.parentRow ? 1 : 0)
        variants += product.variants.length
      }
      // Shopify adds rows for images beyond the variants: those carry no SKU.
      const withSku = data.filter((cells) => (cells[skuAt] ?? '') !== '')
      expect(withSku).toHaveLength(expectedRows)
      // Channels that need a GTIN: every variant row its own code from the pool, each marked published.
      const codeColumn = { amazon: 'external_product_id', cd: 'EAN' }[channel as 'amazon' | 'cd']
      if (codeColumn) {
        const given = data.map((cells) => cells[column(codeColumn)] ?? '').filter(Boolean)
        expect(given).toHaveLength(variants)
        expect(new Set(given).size).toBe(variants)
        for (const code of given) expect(code).toMatch(/^69\d{11}$/)
        const rows = await get()
          .db.select({ code: productCodes.code, publishedAt: productCodes.publishedAt })
          .from(productCodes)
          .where(inArray(productCodes.code, given))
        expect(rows.filter((row) => row.publishedAt !== null)).toHaveLength(variants)
      }
      expect(record.rows).toBe(data.length)

      const states = await get()
        .db.select({ id: listings.id, exportState: listings.exportState })
        .from(listings)
        .where(inArray(listings.id, listed.get(channel)!))
      expect(
        states
          .filter((row) => row.exportState === 'exported')
          .map((row) => row.id)
          .sort(),
      ).toEqual([...ids].sort())
    },
  )

  it('marks the exported listings with a new version and change time (the mirrors take it), once', async () => {
    const ids = listed.get('lazada')!
    const read = () =>
      get()
        .db.select({
          id: listings.id,
          version: listings.version,
          updatedAt: listings.updatedAt,
          state: listings.exportState,
        })
        .from(listings)
        .where(inArray(listings.id, ids))
        .orderBy(listings.id)
    const before = await read()
    const since = new Date(Math.max(...before.map((row) => row.updatedAt.getTime())) + 1).toISOString()
    const first = await create({ channel: 'lazada', listingIds: ids })
    await waitDone(first.body.data.id)
    const after = await read()
    for (const [i, row] of after.entries()) {
      const was = before[i]!
      expect(row.state).toBe('exported')
      // The per-channel test above exported the first two already: those are left as they were.
      if (was.state === 'exported') expect(row.version).toBe(was.version)
      else {
        expect(row.version).toBe(was.version + 1)
        expect(row.updatedAt.getTime()).toBeGreaterThan(was.updatedAt.getTime())
      }
    }
    const changed = before.filter((row) => row.state !== 'exported').map((row) => row.id)
    expect(changed.length).toBeGreaterThan(0)
    const delta = await call<ServerPage<{ id: string; exportState: string }>>(
      'POST',
      '/platform/goods/mirror',
      { updatedSince: since, pageNo: 1, pageSize: 100 },
      { key: null },
    )
    const seen = delta.body.data.list.filter((row) => ids.includes(row.id))
    expect(seen.map((row) => row.id).sort()).toEqual([...changed].sort())
    expect(seen.every((row) => row.exportState === 'exported')).toBe(true)

    const again = await create({ channel: 'lazada', listingIds: ids })
    await waitDone(again.body.data.id)
    expect((await read()).map((row) => row.version)).toEqual(after.map((row) => row.version))
  })

  it('exports what the goods-per-channel filter matches and lists the records newest first', async () => {
    const made = await create({ channel: 'custom', filter: { publishState: 'failed' } })
    expect(made.status).toBe(200)
    expect(made.body.data.count).toBe(1)
    const record = await waitDone(made.body.data.id)
    expect(record.state).toBe('done')
    const page = await call<ServerPage<ExportRecordRow>>(
      'POST',
      '/platform/export/list',
      { channel: 'custom', pageSize: 10 },
      { key: null },
    )
    expect(page.body.data.list[0]!.id).toBe(record.id)
    expect(page.body.data.total).toBe(2)
  })

  it('makes one record for one Idempotency-Key replayed', async () => {
    const key = newKey('export')
    const body = { channel: 'amazon', listingIds: listed.get('amazon')!.slice(2) }
    const first = await create(body, { key })
    const again = await create(body, { key })
    expect(again.body.data.id).toBe(first.body.data.id)
    await waitDone(first.body.data.id)
    const records = await get()
      .db.select({ id: listingExports.id })
      .from(listingExports)
      .where(and(eq(listingExports.did, 'd-demo'), eq(listingExports.channel, 'amazon')))
    expect(records).toHaveLength(2)
    expect((await create({ ...body, channel: 'shopify' }, { key })).status).toBe(422)
  })

  it('refuses bad input with a clear 400 in the caller’s language, writing nothing', async () => {
    const before = await get().db.select({ id: listingExports.id }).from(listingExports)
    const cases: [unknown, string, string][] = [
      [{ channel: 'ebay', listingIds: ['x'] }, 'channel', '渠道'],
      [{ channel: 'amazon', listingIds: [] }, 'listing', '商品'],
      [{ channel: 'amazon' }, 'one of the two', '二选一'],
      [{ channel: 'amazon', listingIds: listed.get('shopify')!.slice(0, 1) }, 'not yours on this channel', '不属于'],
      [{ channel: 'amazon', filter: { keyword: 'no goods is called this' } }, 'No listings match', '没有符合'],
      [{ channel: 'amazon', filter: { shopId: 'd-demo2-shop-2' } }, 'not one of your shops', '不是您在该渠道的店铺'],
    ]
    for (const [body, en, zh] of cases) {
      const english = await create(body)
      expect(english.status, JSON.stringify(body)).toBe(400)
      expect(english.body.msg.toLowerCase()).toContain(en.toLowerCase())
      const chinese = await create(body, { locale: 'zh-CN' })
      expect(chinese.status).toBe(400)
      expect(chinese.body.msg).toContain(zh)
    }
    expect(await get().db.select({ id: listingExports.id }).from(listingExports)).toHaveLength(before.length)
  })

  it('hides another tenant’s record (404) and refuses a caller without the permission (403)', async () => {
    const made = await create({ channel: 'shopify', listingIds: listed.get('shopify')!.slice(0, 1) })
    const record = await waitDone(made.body.data.id)
    expect((await download(record.id, 'seller2')).statusCode).toBe(404)
    const detail = await call('GET', `/platform/export/detail?id=${record.id}`, undefined, {
      key: null,
      username: 'seller2',
    })
    expect(detail.status).toBe(404)
    expect((await download(record.id, 'staff')).statusCode).toBe(403)
    expect(
      (await create({ channel: 'shopify', listingIds: listed.get('shopify')! }, { username: 'staff' })).status,
    ).toBe(403)
    const list = await call('POST', '/platform/export/list', { channel: 'shopify' }, { key: null, username: 'staff' })
    expect(list.status).toBe(403)
  })

  const linkOf = (id: string, username = 'seller', locale: 'en' | 'zh-CN' = 'en') =>
    call<ExportLink>('GET', `/platform/export/link?id=${id}`, undefined, { key: null, username, locale })
  /** Follows a link as the browser does: no bearer token. */
  const follow = (url: string) => get().app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })

  it('downloads through a signed link good for a minute, without a token; another tenant’s record 404, forged or stale links refused', async () => {
    const made = await create({ channel: 'custom', listingIds: listed.get('custom')!.slice(0, 2) })
    const record = await waitDone(made.body.data.id)
    const link = await linkOf(record.id)
    expect(link.status).toBe(200)
    expect(link.body.data.url).toMatch(/^\/dis\/ts\/platform\/export\/file\?token=/)
    const expires = Date.parse(link.body.data.expiresAt) - Date.now()
    expect(expires).toBeGreaterThan(30_000)
    expect(expires).toBeLessThanOrEqual(60_000)
    const file = await follow(link.body.data.url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(record.fileName))
    expect(Number(file.headers['content-length'])).toBe(record.size)
    expect(file.rawPayload.equals((await download(record.id)).rawPayload)).toBe(true)
    // The link call checks tenant and permission; the link grants one record only.
    expect((await linkOf(record.id, 'seller2')).status).toBe(404)
    expect((await linkOf(record.id, 'staff')).status).toBe(403)
    const token = new URL(link.body.data.url, 'http://x').searchParams.get('token')!
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const refused = await follow(`/dis/ts/platform/export/file?token=${encodeURIComponent(forged)}`)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().msg).toContain('download link')
    const stale = signExportLink(get().app.config, { id: record.id, did: 'd-demo' }, Date.now() - 61_000)
    expect((await follow(`/dis/ts/platform/export/file?token=${encodeURIComponent(stale)}`)).statusCode).toBe(404)
    expect((await follow('/dis/ts/platform/export/file?token=')).statusCode).toBe(400)
  })

  it('deletes finished files after the keep period: the record says expired, and the file is no longer served', async () => {
    const made = await create({ channel: 'shopify', listingIds: listed.get('shopify')!.slice(0, 2) })
    const record = await waitDone(made.body.data.id)
    expect(Date.parse(record.expiresAt!) - Date.parse(record.finishedAt!)).toBe(EXPORT_KEEP_MS)
    const { final } = exportPaths(get().app.config.dataDir, 'd-demo', record.id, 'csv')
    expect(existsSync(final)).toBe(true)
    // Within the keep period nothing goes.
    await expireOldExports(get().db, get().app.config)
    expect((await download(record.id)).statusCode).toBe(200)
    expect(await expireOldExports(get().db, get().app.config, Date.now() + EXPORT_KEEP_MS + 60_000)).toBeGreaterThan(0)
    expect(existsSync(final)).toBe(false)
    const detail = await call<ExportRecordRow>('GET', `/platform/export/detail?id=${record.id}`, undefined, {
      key: null,
    })
    expect(detail.body.data).toMatchObject({ state: 'expired', size: record.size, expiresAt: record.expiresAt })
    const english = await linkOf(record.id)
    expect(english.status).toBe(400)
    expect(english.body.msg).toContain('deleted after 7 days')
    expect((await linkOf(record.id, 'seller', 'zh-CN')).body.msg).toContain('7天后删除')
    expect((await download(record.id)).statusCode).toBe(400)
  })
})
