// The keyword library through the API: bulk import with duplicates merged (case and width),
// refusals per row, typed keywords, tags with versions, assignment to goods and categories with
// goods counts, harvesting from titles, bad input in both languages, permission and tenant.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type {
  KeywordAssignResult,
  KeywordHarvestResult,
  KeywordImportResult,
  KeywordRow,
} from '../../../src/contract/seo-keywords'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'

describeApp('search terms', (get) => {
  const post = async <T>(
    path: string,
    body: unknown,
    options: { username?: string; key?: string; locale?: 'en' | 'zh-CN' } = {},
  ) =>
    get().call<T>('POST', path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      locale: options.locale ?? 'en',
      headers: { 'idempotency-key': options.key ?? newKey('kw') },
    })
  const list = async (body: unknown, username = 'seller') =>
    get().call<ServerPage<KeywordRow>>('POST', '/ds/list/seo_keyword_list', {
      token: await get().login(username),
      body,
    })

  it('imports 200 rows with duplicates: case and width folded, tags joined, too long and forbidden refused', async () => {
    const rows = Array.from({ length: 180 }, (_, i) => ({ rowNo: i + 2, keyword: `cotton tee ${i}` }))
    rows.push({ rowNo: 182, keyword: 'COTTON TEE 5' }, { rowNo: 183, keyword: 'ｃｏｔｔｏｎ ｔｅｅ 6' })
    for (let i = 0; i < 15; i++) rows.push({ rowNo: 184 + i, keyword: `cotton   tee ${i + 10}` })
    rows.push(
      { rowNo: 199, keyword: 'x'.repeat(51) },
      { rowNo: 200, keyword: 'free shipping tee' },
      { rowNo: 201, keyword: '  ' },
    )
    const answer = await post<KeywordImportResult>('/seo/keyword/import', { language: 'en', channel: 'amazon', rows })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ created: 180, merged: 17 })
    expect(answer.body.data.refused).toEqual([
      { rowNo: 199, keyword: 'x'.repeat(51), reason: 'tooLong', max: 50 },
      { rowNo: 200, keyword: 'free shipping tee', reason: 'forbidden' },
      { rowNo: 201, keyword: '', reason: 'empty' },
    ])
    const tagged = await post<KeywordImportResult>('/seo/keyword/import', {
      language: 'en',
      channel: 'amazon',
      rows: [{ rowNo: 2, keyword: 'Cotton Tee 1', tags: ['summer'] }],
    })
    expect(tagged.body.data).toMatchObject({ created: 0, merged: 1 })
    const found = await list({ keyword: 'cotton tee 1', channel: 'amazon', sortField: 'keyword', sortOrder: 'ascend' })
    expect(found.body.data.list[0]).toMatchObject({ keyword: 'cotton tee 1', tags: ['summer'], source: 'imported' })
    // Another channel or language is another entry.
    const other = await post<KeywordImportResult>('/seo/keyword/import', {
      language: 'en',
      channel: 'shopee',
      rows: [{ rowNo: 2, keyword: 'cotton tee 1' }],
    })
    expect(other.body.data.created).toBe(1)
    expect((await list({ tag: 'summer' })).body.data.total).toBe(1)
  })

  it('a typed keyword: created once (409 again, in Chinese too), tags edited with its version', async () => {
    const body = { keyword: '猫咪T恤', language: 'zh', channel: 'custom', tags: ['猫'] }
    const created = await post<KeywordRow>('/seo/keyword/create', body)
    expect(created.body.data).toMatchObject({ keyword: '猫咪T恤', source: 'typed', version: 1 })
    const twice = await post('/seo/keyword/create', { ...body, keyword: '猫咪Ｔ恤' }, { locale: 'zh-CN' })
    expect(twice.status).toBe(409)
    expect(twice.body.msg).toBe('搜索词“猫咪Ｔ恤”已在词库中')
    const long = await post('/seo/keyword/create', { ...body, keyword: '猫'.repeat(31) })
    expect(long.status).toBe(400)
    expect(long.body.msg).toBe('The keyword is longer than the channel allows (30 at most)')
    const edited = await post<KeywordRow>('/seo/keyword/update', {
      id: created.body.data.id,
      version: 1,
      tags: ['猫', '可爱'],
    })
    expect(edited.body.data).toMatchObject({ tags: ['猫', '可爱'], version: 2 })
    expect((await post('/seo/keyword/update', { id: created.body.data.id, version: 1, tags: [] })).status).toBe(412)
  })

  it('assigns keywords to goods and to a category with its sub-categories; counts the goods', async () => {
    const words = (await list({ channel: 'amazon', pageSize: 2, sortField: 'keyword', sortOrder: 'ascend' })).body.data
      .list
    const goods = await rowsOf<{ id: string }>(
      get,
      sql`select id from goods where did = 'd-demo' and status <> 'deleted' order by id limit 3`,
    )
    const one = await post<KeywordAssignResult>('/seo/keyword/assign', {
      keywordIds: words.map((w) => w.id),
      goodsIds: goods.map((g) => g.id),
    })
    expect(one.body.data).toEqual({ goods: 3, changed: 6 })
    const inApparel = await scalar(
      get,
      `select count(*) from goods where did = 'd-demo' and status <> 'deleted' and category_id in ('tees','hoodies','kids','apparel')`,
    )
    const byCategory = await post<KeywordAssignResult>('/seo/keyword/assign', {
      keywordIds: [words[0]!.id],
      categoryIds: ['apparel'],
    })
    expect(byCategory.body.data.goods).toBe(inApparel)
    const after = await list({ channel: 'amazon', pageSize: 2, sortField: 'keyword', sortOrder: 'ascend' })
    const inBoth = await scalar(get, `select count(*) from seo_keyword_goods where keyword_id = '${words[0]!.id}'`)
    expect(after.body.data.list[0]!.goodsCount).toBe(inBoth)
    expect(after.body.data.list[1]!.goodsCount).toBe(3)
    expect((await list({ goodsId: goods[0]!.id })).body.data.total).toBe(2)
    const nos = await rowsOf<{ goods_no: string }>(get, sql`select goods_no from goods where id = ${goods[0]!.id}`)
    const byNo = await post<KeywordAssignResult>('/seo/keyword/assign', {
      keywordIds: [words[1]!.id],
      goodsNos: [nos[0]!.goods_no],
    })
    expect(byNo.body.data).toEqual({ goods: 1, changed: 0 })
    const unknownNo = await post('/seo/keyword/assign', { keywordIds: [words[1]!.id], goodsNos: ['NOPE-1'] })
    expect(unknownNo.body.msg).toBe('No goods with these numbers: NOPE-1')
    const removed = await post<KeywordAssignResult>('/seo/keyword/assign', {
      keywordIds: [words[1]!.id],
      goodsIds: [goods[0]!.id],
      remove: true,
    })
    expect(removed.body.data.changed).toBe(1)
    expect((await post('/seo/keyword/assign', { keywordIds: [words[1]!.id] }, { locale: 'zh-CN' })).body.msg).toBe(
      '请选择商品或类目',
    )
  })

  it('harvests frequent words of the goods titles, Chinese and English, onto the goods that hold them', async () => {
    const answer = await post<KeywordHarvestResult>('/seo/keyword/harvest', { limit: 40 })
    expect(answer.status).toBe(200)
    expect(answer.body.data.created).toBeGreaterThan(10)
    expect(answer.body.data.assignments).toBeGreaterThan(0)
    const harvested = (
      await list({ source: 'harvested', pageSize: 100, sortField: 'goodsCount', sortOrder: 'descend' })
    ).body.data.list
    expect(harvested.some((row) => row.language === 'zh')).toBe(true)
    expect(harvested.some((row) => row.language === 'en')).toBe(true)
    expect(harvested[0]!.goodsCount).toBeGreaterThan(1)
    const again = await post<KeywordHarvestResult>('/seo/keyword/harvest', { limit: 40 })
    expect(again.body.data.created).toBe(0)
  })

  const bad: [string, string, unknown][] = [
    ['/seo/keyword/import', 'no rows', { language: 'en', channel: 'amazon', rows: [] }],
    ['/seo/keyword/import', 'unknown channel', { language: 'en', channel: 'ebay', rows: [{ rowNo: 1, keyword: 'a' }] }],
    ['/seo/keyword/create', 'unknown language', { keyword: 'tee', language: 'de', channel: 'amazon' }],
    ['/seo/keyword/create', 'keyword not text', { keyword: 5, language: 'en', channel: 'amazon' }],
    ['/seo/keyword/update', 'tags not a list', { id: 'x', version: 1, tags: 'a' }],
    ['/seo/keyword/harvest', 'limit too high', { limit: 5000 }],
  ]
  for (const [path, what, body] of bad) {
    it(`${path}: ${what} → 400 in English and Chinese, nothing written`, async () => {
      const before = await scalar(get, 'select count(*) from seo_keywords')
      const en = await post(path, body)
      const zh = await post(path, body, { locale: 'zh-CN' })
      expect([en.status, zh.status]).toEqual([400, 400])
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      expect(await scalar(get, 'select count(*) from seo_keywords')).toBe(before)
    })
  }

  it('staff without platform_seo: 403; another tenant’s keyword: 404; seller2 sees none; no token 401', async () => {
    const word = (await list({ pageSize: 1 })).body.data.list[0]!
    expect((await list({}, 'staff')).status).toBe(403)
    expect(
      (await post('/seo/keyword/create', { keyword: 'a', language: 'en', channel: 'all' }, { username: 'staff' }))
        .status,
    ).toBe(403)
    expect(
      (await post('/seo/keyword/update', { id: word.id, version: word.version, tags: [] }, { username: 'seller2' }))
        .status,
    ).toBe(404)
    expect((await post('/seo/keyword/delete', { ids: [word.id] }, { username: 'seller2' })).status).toBe(404)
    const theirGoods = await rowsOf<{ id: string }>(get, sql`select id from goods where did = 'd-demo2' limit 1`)
    expect((await post('/seo/keyword/assign', { keywordIds: [word.id], goodsIds: [theirGoods[0]!.id] })).status).toBe(
      404,
    )
    expect((await list({}, 'seller2')).body.data.total).toBe(0)
    expect((await post('/seo/keyword/delete', { ids: [word.id] })).status).toBe(200)
    expect((await get().call('POST', '/seo/keyword/harvest', { body: {} })).status).toBe(401)
  })
})
