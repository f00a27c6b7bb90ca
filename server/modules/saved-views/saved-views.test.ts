// Saved views through the API: per account (not per tenant), filters checked against each list's
// own search schema with a clear 400 in the caller's language, permission per list, 404 for
// anyone else's view.
import { describe, expect, it } from 'vitest'
import { SAVED_VIEW_PATHS, type SavedView } from '../../../src/contract/saved-views'
import { describeApp } from '../../test/helper'
import { newKey } from '../../test/support'

describeApp('saved views', (get) => {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    options: { username?: string; body?: unknown; locale?: 'en' | 'zh-CN' } = {},
  ) =>
    get().call<T>(method, path, {
      token: await get().login(options.username ?? 'seller'),
      body: options.body,
      locale: options.locale ?? 'en',
      headers: { 'idempotency-key': newKey('view') },
    })
  const create = (body: unknown, username?: string, locale?: 'en' | 'zh-CN') =>
    call<SavedView>('POST', SAVED_VIEW_PATHS.create, { body, username, locale })
  const listOf = (list: string, username?: string) =>
    call<SavedView[]>('GET', `${SAVED_VIEW_PATHS.list}?list=${list}`, { username })

  describe('create and read', () => {
    it('keeps filters and sort under a name and lists them for that account and list only', async () => {
      const made = await create({
        list: 'sale_order',
        name: '  Overdue Shopee  ',
        search: { status: '1', channel: 'shopee', sortField: 'shipBy', sortOrder: 'ascend', keyword: ' SF ' },
      })
      expect(made.status).toBe(200)
      expect(made.body.data).toMatchObject({
        list: 'sale_order',
        name: 'Overdue Shopee',
        search: { status: '1', channel: 'shopee', sortField: 'shipBy', sortOrder: 'ascend', keyword: 'SF' },
        version: 1,
      })
      const mine = await listOf('sale_order')
      expect(mine.body.data.map((view) => view.name)).toContain('Overdue Shopee')
      expect((await listOf('goods')).body.data.map((view) => view.name)).not.toContain('Overdue Shopee')
    })

    it('another account of the same tenant and another tenant see none of them', async () => {
      await create({ list: 'sale_order', name: 'Only mine', search: { channel: 'ozon' } })
      const staff = await listOf('sale_order', 'staff')
      expect(staff.status).toBe(200)
      expect(staff.body.data.map((view) => view.name)).not.toContain('Only mine')
      const other = await listOf('sale_order', 'seller2')
      expect(other.body.data.map((view) => view.name)).not.toContain('Only mine')
    })

    it('each of the four lists takes its own filters', async () => {
      for (const [list, search] of [
        ['sale_refund', { status: '1', type: 'refund_only' }],
        ['goods', { status: 'on_sale', recommended: true, sortField: 'title' }],
        ['purchase_order', { createdFrom: '2026-01-01', createdTo: '2026-01-31' }],
      ] as const) {
        const made = await create({ list, name: `All ${list}`, search })
        expect(made.status, made.raw).toBe(200)
        expect(made.body.data.search).toEqual(search)
      }
    })
  })

  describe('bad input', () => {
    it('refuses a filter the list does not have, naming it, in English and Chinese', async () => {
      const en = await create({ list: 'sale_refund', name: 'Bad', search: { paidFrom: '2026-01-01', color: 'red' } })
      expect(en.status).toBe(400)
      expect(en.body.msg).toContain('this list has no filter named paidFrom, color')
      const zh = await create({ list: 'goods', name: 'Bad', search: { color: 'red' } }, undefined, 'zh-CN')
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toContain('此列表没有名为 color 的筛选条件')
      expect((await listOf('goods')).body.data.map((view) => view.name)).not.toContain('Bad')
    })

    it('refuses paging, a bad value and an unknown list', async () => {
      expect((await create({ list: 'sale_order', name: 'P', search: { pageNo: 2 } })).status).toBe(400)
      const badStatus = await create({ list: 'sale_order', name: 'S', search: { status: '99' } })
      expect(badStatus.status).toBe(400)
      expect(badStatus.body.fields?.[0]?.path).toBe('search.status')
      const badSort = await create({ list: 'goods', name: 'S', search: { sortField: '__proto__' } })
      expect(badSort.status).toBe(400)
      const unknownList = await create({ list: 'sale_payment', name: 'L', search: {} })
      expect(unknownList.status).toBe(400)
      expect(unknownList.body.msg).toMatch(/list/i)
      expect((await call('GET', `${SAVED_VIEW_PATHS.list}?list=nope`)).status).toBe(400)
    })

    it('refuses an empty or taken name', async () => {
      expect((await create({ list: 'sale_order', name: '   ', search: {} })).status).toBe(400)
      expect((await create({ list: 'sale_order', name: 'Twice', search: {} })).status).toBe(200)
      const again = await create({ list: 'sale_order', name: 'Twice', search: { channel: 'ozon' } })
      expect(again.status).toBe(400)
      expect(again.body.msg).toContain('a view named "Twice" already exists')
      // Another list may use the name.
      expect((await create({ list: 'goods', name: 'Twice', search: {} })).status).toBe(200)
    })
  })

  describe('rename and delete', () => {
    it('renames with the version it read; a stale version answers 412', async () => {
      const made = (await create({ list: 'goods', name: 'Old name', search: { channel: 'shopee' } })).body.data
      const renamed = await call<SavedView>('POST', SAVED_VIEW_PATHS.rename, {
        body: { id: made.id, name: 'New name', version: made.version },
      })
      expect(renamed.status).toBe(200)
      expect(renamed.body.data).toMatchObject({ name: 'New name', version: 2, search: { channel: 'shopee' } })
      const stale = await call('POST', SAVED_VIEW_PATHS.rename, { body: { id: made.id, name: 'X', version: 1 } })
      expect(stale.status).toBe(412)
    })

    it("another account's or tenant's view is a 404, and stays", async () => {
      const made = (await create({ list: 'sale_order', name: 'Keep me', search: {} })).body.data
      for (const username of ['staff', 'seller2']) {
        const rename = await call('POST', SAVED_VIEW_PATHS.rename, { username, body: { id: made.id, name: 'Mine' } })
        expect(rename.status).toBe(404)
        const remove = await call('POST', SAVED_VIEW_PATHS.remove, { username, body: { id: made.id } })
        expect(remove.status).toBe(404)
      }
      expect((await listOf('sale_order')).body.data.find((view) => view.id === made.id)?.name).toBe('Keep me')
    })

    it('deletes a view', async () => {
      const made = (await create({ list: 'sale_refund', name: 'Gone soon', search: {} })).body.data
      expect((await call('POST', SAVED_VIEW_PATHS.remove, { body: { id: made.id } })).status).toBe(200)
      expect((await listOf('sale_refund')).body.data.map((view) => view.id)).not.toContain(made.id)
      expect((await call('POST', SAVED_VIEW_PATHS.remove, { body: { id: made.id } })).status).toBe(404)
    })
  })

  describe('permission', () => {
    it('views of a list the account may not read are refused (403)', async () => {
      // The Operator role reads orders and goods, not refunds or purchase orders.
      expect((await listOf('sale_refund', 'staff')).status).toBe(403)
      expect((await create({ list: 'purchase_order', name: 'No', search: {} }, 'staff')).status).toBe(403)
      expect((await create({ list: 'sale_order', name: 'Staff view', search: {} }, 'staff')).status).toBe(200)
    })
  })
})
