// Product codes through the API: import with check digits verified per row, the pool's list and
// counts, assigning codes to SKUs (each its own, never twice), deleting unused codes, releasing
// codes of never-published SKUs, bad input in both languages, permission and tenant.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type {
  ProductCodeAssignResult,
  ProductCodeImportResult,
  ProductCodeRow,
  ProductCodeSummary,
} from '../../../src/contract/product-codes'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'
import { claimCodes, codesForExport, markCodesPublished, releaseCodes } from './public'
import { eanCodes } from './test-support'

describeApp('product codes', (get) => {
  const post = async <T>(
    path: string,
    body: unknown,
    options: { username?: string; key?: string; locale?: 'en' | 'zh-CN' } = {},
  ) =>
    get().call<T>('POST', path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      locale: options.locale ?? 'en',
      headers: { 'idempotency-key': options.key ?? newKey('code') },
    })
  const list = async (body: unknown, username = 'seller') =>
    get().call<ServerPage<ProductCodeRow>>('POST', '/ds/list/product_code_list', {
      token: await get().login(username),
      body,
    })
  const rows = (codes: string[], first = 2) => codes.map((code, i) => ({ rowNo: first + i, code }))
  const db2 = (query: string) => scalar(get, query)
  const unused = () => scalar(get, `select count(*) from product_codes where did = 'd-demo' and status = 'unused'`)

  it('imports 1,000 codes with three bad ones: 997 in, each bad row refused with its reason', async () => {
    const codes = eanCodes(1000)
    codes[10] = `${codes[10]!.slice(0, 12)}${(Number(codes[10]!.at(-1)) + 1) % 10}`
    codes[500] = codes[500]!.slice(0, 11)
    codes[900] = codes[1]!
    const key = newKey('import')
    const answer = await post<ProductCodeImportResult>(
      '/product-code/import',
      { fileName: 'codes.csv', rows: rows(codes) },
      { key },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data.inserted).toBe(997)
    expect(answer.body.data.refused.map((row) => [row.rowNo, row.reason])).toEqual([
      [12, 'badCheckDigit'],
      [502, 'badLength'],
      [902, 'duplicateInFile'],
    ])
    expect(answer.body.data.refused[0]!.expected).toBe(Number(eanCodes(11)[10]!.at(-1)))
    const replay = await post<ProductCodeImportResult>(
      '/product-code/import',
      { fileName: 'codes.csv', rows: rows(codes) },
      { key },
    )
    expect(replay.body).toEqual(answer.body)
    const again = await post<ProductCodeImportResult>('/product-code/import', {
      fileName: 'again.xlsx',
      rows: rows(eanCodes(3)),
    })
    expect(again.body.data).toMatchObject({ inserted: 0, refused: [{ reason: 'alreadyInPool' }, {}, {}] })
    // The same GTIN written as UPC-A and as EAN-13 is one code.
    const upc = await post<ProductCodeImportResult>('/product-code/import', {
      fileName: 'u.csv',
      rows: rows(['036000291452', '0036000291452']),
    })
    expect(upc.body.data.inserted).toBe(1)
    expect(upc.body.data.refused[0]!.reason).toBe('duplicateInFile')
    const summary = await get().call<ProductCodeSummary>('POST', '/ds/product_code_summary', {
      token: await get().login('seller'),
      body: {},
    })
    expect(summary.body.data).toEqual({ total: 998, unused: 998, used: 0 })
  })

  it('lists the pool by part of a code, by state and kind; another tenant sees none of it', async () => {
    const byCode = await list({ keyword: eanCodes(5)[4]!.slice(1) })
    expect(byCode.body.data.list.map((row) => row.code)).toEqual([eanCodes(5)[4]])
    const upc = await list({ kind: 'upca' })
    expect(upc.body.data.list.map((row) => row.code)).toEqual(['036000291452'])
    expect((await list({ status: 'used' })).body.data.total).toBe(0)
    expect((await list({}, 'seller2')).body.data.total).toBe(0)
  })

  it('assigns each SKU of the chosen goods its own code; asking again gives the same codes', async () => {
    const goods = await rowsOf<{ id: string; n: number }>(
      get,
      sql`select g.id, (select count(*)::int from product_specs s where s.product_id = g.product_id) as n
          from goods g where g.did = 'd-demo' and g.status <> 'deleted' order by g.id limit 3`,
    )
    const skuCount = goods.reduce((sum, row) => sum + row.n, 0)
    const before = await unused()
    const first = await post<ProductCodeAssignResult>('/product-code/assign', { goodsIds: goods.map((row) => row.id) })
    expect(first.status).toBe(200)
    expect(first.body.data.assigned).toHaveLength(skuCount)
    expect(new Set(first.body.data.assigned.map((row) => row.code)).size).toBe(skuCount)
    expect(await unused()).toBe(before - skuCount)
    const again = await post<ProductCodeAssignResult>('/product-code/assign', { goodsIds: [goods[0]!.id] })
    expect(again.body.data.assigned.every((row) => !row.isNew)).toBe(true)
    const mine = first.body.data.assigned.filter((row) => row.goodsId === goods[0]!.id).map((row) => row.code)
    expect(again.body.data.assigned.map((row) => row.code)).toEqual(mine)
    const goodsNo = (
      await rowsOf<{ goods_no: string }>(get, sql`select goods_no from goods where id = ${goods[0]!.id}`)
    )[0]!.goods_no
    const byGoods = await list({ goods: goodsNo, pageSize: 100 })
    expect(byGoods.body.data.list.map((row) => row.code).sort()).toEqual([...mine].sort())
    expect(byGoods.body.data.list.every((row) => row.status === 'used' && row.goodsNo === goodsNo)).toBe(true)
  })

  it('too few unused codes: 400 in the caller’s language and no code is taken', async () => {
    const goods = await rowsOf<{ id: string }>(
      get,
      sql`select id from goods where did = 'd-demo' and status <> 'deleted' order by id desc limit 200`,
    )
    const before = await unused()
    const answer = await post('/product-code/assign', { goodsIds: goods.map((row) => row.id) }, { locale: 'zh-CN' })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toContain('未使用的商品编码不足')
    expect(await unused()).toBe(before)
  })

  it('releases codes of never-published SKUs only', async () => {
    const db = get().db
    const claimed = await db.transaction((tx) =>
      claimCodes(tx, 'd-demo', [
        { sku: 'L1:a', goodsId: 'g-x', listingId: 'L1' },
        { sku: 'L1:b', goodsId: 'g-x', listingId: 'L1' },
      ]),
    )
    expect(claimed.map((row) => row.isNew)).toEqual([true, true])
    await db.transaction((tx) => markCodesPublished(tx, 'd-demo', ['L1:a']))
    const released = await db.transaction((tx) => releaseCodes(tx, 'd-demo', ['L1:a', 'L1:b']))
    expect(released).toBe(1)
    expect(await scalar(get, `select count(*) from product_codes where sku = 'L1:a' and status = 'used'`)).toBe(1)
    expect(
      await scalar(
        get,
        `select count(*) from product_codes where code = '${claimed[1]!.code}' and status = 'unused' and sku is null`,
      ),
    ).toBe(1)
  })

  it('deletes unused codes; a used code refuses the whole request; another tenant’s code is 404', async () => {
    const page = await list({ pageSize: 3, status: 'unused' })
    const ids = page.body.data.list.map((row) => row.id)
    const used = (await list({ status: 'used', pageSize: 1 })).body.data.list[0]!
    const mixed = await post('/product-code/delete', { ids: [...ids, used.id] })
    expect(mixed.status).toBe(400)
    expect(mixed.body.msg).toBe(`Code ${used.code} is in use by a SKU and cannot be deleted`)
    expect(await scalar(get, `select count(*) from product_codes where id in ('${ids.join("','")}')`)).toBe(3)
    expect((await post('/product-code/delete', { ids }, { username: 'seller2' })).status).toBe(404)
    expect((await post('/product-code/delete', { ids })).status).toBe(200)
    expect(await scalar(get, `select count(*) from product_codes where id in ('${ids.join("','")}')`)).toBe(0)
  })

  const bad: [string, string, unknown][] = [
    ['/product-code/import', 'no rows', { fileName: 'a.csv', rows: [] }],
    ['/product-code/import', 'no file name', { rows: [{ rowNo: 1, code: '4006381333931' }] }],
    ['/product-code/import', 'code as a number', { fileName: 'a.csv', rows: [{ rowNo: 1, code: 4006381333931 }] }],
    ['/product-code/import', 'too many rows', { fileName: 'a.csv', rows: rows(eanCodes(1001)) }],
    ['/product-code/assign', 'no goods', { goodsIds: [] }],
    ['/product-code/delete', 'ids not a list', { ids: 'x' }],
  ]
  for (const [path, what, body] of bad) {
    it(`${path}: ${what} → 400 in English and Chinese, nothing written`, async () => {
      const before = await scalar(get, 'select count(*) from product_codes')
      const en = await post(path, body)
      const zh = await post(path, body, { locale: 'zh-CN' })
      expect([en.status, zh.status]).toEqual([400, 400])
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      expect(await scalar(get, 'select count(*) from product_codes')).toBe(before)
    })
  }

  it('staff without the product_code key: 403; another tenant’s goods: 404; no token: 401', async () => {
    expect((await list({}, 'staff')).status).toBe(403)
    expect(
      (await post('/product-code/import', { fileName: 'a.csv', rows: rows(eanCodes(1, 5000)) }, { username: 'staff' }))
        .status,
    ).toBe(403)
    const theirs = await rowsOf<{ id: string }>(get, sql`select id from goods where did = 'd-demo2' limit 1`)
    expect((await post('/product-code/assign', { goodsIds: [theirs[0]!.id] })).status).toBe(404)
    expect((await get().call('POST', '/product-code/import', { body: { fileName: 'a', rows: [] } })).status).toBe(401)
  })

  it('an export file: each SKU gets its own code, marked published; a listing the pool runs out for is left out whole', async () => {
    // Another tenant's pool of 5 codes, for three listings of 2 SKUs each and one of 1 SKU.
    const imported = await post<ProductCodeImportResult>(
      '/product-code/import',
      { fileName: 'export.csv', rows: rows(eanCodes(5, 7_000_000)) },
      { username: 'seller2' },
    )
    expect(imported.body.data.inserted).toBe(5)
    const listing = (id: string) => ({ listingId: id, goodsId: `g-${id}`, skus: [`${id}:s`, `${id}:m`] })
    const single = { listingId: 'E4', goodsId: 'g-E4', skus: ['E4:s'] }
    const batch = [listing('E1'), listing('E2'), listing('E3'), single]
    const first = await codesForExport(get().db, 'd-demo2', batch)
    // E3 needs two and one is left: it is left out whole, and E4 after it still gets the last one.
    expect([...first.missing]).toEqual(['E3'])
    expect([...first.codes.keys()]).toEqual(['E1:s', 'E1:m', 'E2:s', 'E2:m', 'E4:s'])
    expect(new Set(first.codes.values()).size).toBe(5)
    // Written into a file: never released to another SKU, even if a publish of the listing fails later.
    expect(await db2(`select count(*) from product_codes where did = 'd-demo2' and published_at is not null`)).toBe(5)
    expect(await get().db.transaction((tx) => releaseCodes(tx, 'd-demo2', ['E1:s', 'E1:m']))).toBe(0)
    // The next export of the same listings: the same codes, none taken; still no room for E3's two.
    const again = await codesForExport(get().db, 'd-demo2', batch)
    expect(again.codes).toEqual(first.codes)
    expect([...again.missing]).toEqual(['E3'])
    expect(await db2(`select count(*) from product_codes where did = 'd-demo2' and status = 'unused'`)).toBe(0)
    // A SKU already holding a code (assigned ahead, not yet in a file) is written with it and marked
    // published now; the empty pool does not stop it.
    const [spare] = eanCodes(1, 7_100_000)
    await post('/product-code/import', { fileName: 'more.csv', rows: rows([spare!]) }, { username: 'seller2' })
    await get().db.transaction((tx) => claimCodes(tx, 'd-demo2', [{ sku: 'E5:s', goodsId: 'g-E5' }]))
    const held = await codesForExport(get().db, 'd-demo2', [{ listingId: 'E5', goodsId: 'g-E5', skus: ['E5:s'] }])
    expect(held.codes.get('E5:s')).toBe(spare)
    expect(held.missing.size).toBe(0)
    expect(await db2(`select count(*) from product_codes where did = 'd-demo2' and published_at is not null`)).toBe(6)
  })
})
