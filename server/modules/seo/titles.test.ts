// SEO titles through the API: bulk generation from a pattern within each channel's limit, titles
// typed by hand (checked, versioned, kept by regeneration), the list, bad input, permission, tenant.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { checkTitle } from '../../../src/contract/channel-text-check'
import type { ServerPage } from '../../../src/contract/envelope'
import type { TitleGenerateResult, TitleRow } from '../../../src/contract/seo-titles'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'
import { seoTitleFor } from './public'

describeApp('SEO titles', (get) => {
  const post = async <T>(
    path: string,
    body: unknown,
    options: { username?: string; key?: string; locale?: 'en' | 'zh-CN' } = {},
  ) =>
    get().call<T>('POST', path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      locale: options.locale ?? 'en',
      headers: { 'idempotency-key': options.key ?? newKey('title') },
    })
  const list = async (body: unknown, username = 'seller') =>
    get().call<ServerPage<TitleRow>>('POST', '/ds/list/seo_title_list', { token: await get().login(username), body })
  const goodsIds = async (n: number) =>
    (
      await rowsOf<{ id: string }>(
        get,
        sql`select id from goods where did = 'd-demo' and status <> 'deleted' order by id limit ${n}`,
      )
    ).map((row) => row.id)
  const pattern = '{brand} {design} {model} {colour} {keywords}'

  it('builds titles for 20 goods on each channel, every one within that channel’s rules', async () => {
    const ids = await goodsIds(20)
    for (const channel of ['amazon', 'shopee', 'custom', 'cd'] as const) {
      const answer = await post<TitleGenerateResult>('/seo/title/generate', { channel, pattern, goodsIds: ids })
      expect(answer.body.data).toEqual({ written: 20, keptManual: 0 })
      const rows = (await list({ channel, state: 'pattern', pageSize: 50 })).body.data.list
      expect(rows).toHaveLength(20)
      for (const row of rows) expect(checkTitle(row.title as string, channel).ok).toBe(true)
    }
    const zh = (await list({ channel: 'custom', pageSize: 1 })).body.data.list[0]!
    expect(zh.title).toMatch(/[\u4e00-\u9fff]/)
    const en = (await list({ channel: 'amazon', pageSize: 1 })).body.data.list[0]!
    expect(en.title).not.toMatch(/[\u4e00-\u9fff]/)
  })

  it('a title typed by hand: over the limit or with a forbidden word refused; saved; kept on regeneration', async () => {
    const [id] = await goodsIds(1)
    const row = (await list({ channel: 'shopee', keyword: '', pageSize: 50 })).body.data.list.find((r) => r.id === id)!
    const long = await post(
      '/seo/title/save',
      { goodsId: id, channel: 'shopee', title: 'a'.repeat(121), version: row.version },
      { locale: 'zh-CN' },
    )
    expect(long.status).toBe(400)
    expect(long.body.msg).toBe('标题有 121 个字符，Shopee 最多允许 120 个')
    const banned = await post('/seo/title/save', {
      goodsId: id,
      channel: 'shopee',
      title: 'Cat tee free shipping',
      version: row.version,
    })
    expect(banned.body.msg).toBe('The title contains words Shopee forbids: free shipping')
    const saved = await post<TitleRow>('/seo/title/save', {
      goodsId: id,
      channel: 'shopee',
      title: 'My own cat tee',
      version: row.version,
    })
    expect(saved.body.data).toMatchObject({
      title: 'My own cat tee',
      manual: true,
      version: (row.version as number) + 1,
    })
    expect(
      (await post('/seo/title/save', { goodsId: id, channel: 'shopee', title: 'Again', version: row.version })).status,
    ).toBe(412)
    const regenerated = await post<TitleGenerateResult>('/seo/title/generate', {
      channel: 'shopee',
      pattern,
      goodsIds: [id],
    })
    expect(regenerated.body.data).toEqual({ written: 0, keptManual: 1 })
    expect(await seoTitleFor(get().db, 'd-demo', id as string, 'shopee')).toBe('My own cat tee')
    const forced = await post<TitleGenerateResult>('/seo/title/generate', {
      channel: 'shopee',
      pattern,
      goodsIds: [id],
      overwriteManual: true,
    })
    expect(forced.body.data.written).toBe(1)
    expect(await seoTitleFor(get().db, 'd-demo', id as string, 'shopee')).not.toBe('My own cat tee')
  })

  it('a first title on a channel is saved without a version; lists goods with no title yet', async () => {
    const none = (await list({ channel: 'tiktok', state: 'none', pageSize: 1 })).body.data
    const total = await scalar(get, `select count(*) from goods where did = 'd-demo' and status <> 'deleted'`)
    expect(none.total).toBe(total)
    const id = none.list[0]!.id
    const saved = await post<TitleRow>('/seo/title/save', { goodsId: id, channel: 'tiktok', title: 'Fresh title' })
    expect(saved.body.data.version).toBe(1)
    expect((await list({ channel: 'tiktok', state: 'manual' })).body.data.total).toBe(1)
  })

  const bad: [string, string, unknown][] = [
    ['/seo/title/generate', 'unknown placeholder', { channel: 'amazon', pattern: '{brand} {price}', goodsIds: ['x'] }],
    ['/seo/title/generate', 'no placeholder', { channel: 'amazon', pattern: 'plain', goodsIds: ['x'] }],
    ['/seo/title/generate', 'no goods', { channel: 'amazon', pattern, goodsIds: [] }],
    ['/seo/title/save', 'unknown channel', { goodsId: 'x', channel: 'ebay', title: 'a' }],
    ['/seo/title/save', 'blank title', { goodsId: 'x', channel: 'amazon', title: '   ' }],
  ]
  for (const [path, what, body] of bad) {
    it(`${path}: ${what} → 400 in English and Chinese, nothing written`, async () => {
      const before = await scalar(get, 'select count(*) from seo_titles')
      const en = await post(path, body)
      const zh = await post(path, body, { locale: 'zh-CN' })
      expect([en.status, zh.status]).toEqual([400, 400])
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      expect(await scalar(get, 'select count(*) from seo_titles')).toBe(before)
    })
  }

  it('staff: 403; another tenant’s goods: 404 and nothing of theirs listed; no token: 401', async () => {
    const [id] = await goodsIds(1)
    expect((await list({ channel: 'amazon' }, 'staff')).status).toBe(403)
    expect(
      (await post('/seo/title/save', { goodsId: id, channel: 'amazon', title: 'x' }, { username: 'staff' })).status,
    ).toBe(403)
    expect(
      (await post('/seo/title/save', { goodsId: id, channel: 'amazon', title: 'x' }, { username: 'seller2' })).status,
    ).toBe(404)
    expect(
      (await post('/seo/title/generate', { channel: 'amazon', pattern, goodsIds: [id] }, { username: 'seller2' }))
        .status,
    ).toBe(404)
    const theirs = (await list({ channel: 'amazon', pageSize: 100 }, 'seller2')).body.data.list
    expect(theirs.every((row) => row.title === null)).toBe(true)
    expect((await get().call('POST', '/seo/title/save', { body: {} })).status).toBe(401)
  })
})
