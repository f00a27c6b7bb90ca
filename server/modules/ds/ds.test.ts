import { describe, expect, it } from 'vitest'
import type { ConfigEntry } from '../../../src/contract/dictionaries'
import { describeApp } from '../../test/helper'

type FinanceAccount = { id: string; currency: string; balance: number; isDefault: boolean }
type Envelope = { code: number; msg: string; data: unknown; name?: string }

describeApp('named data sources', (get) => {
  describe('POST /ds/config_value', () => {
    it('answers one dictionary by code', async () => {
      const token = await get().login('staff')
      const answer = await get().call<ConfigEntry[]>('POST', '/ds/config_value', {
        token,
        body: { code: 'RECHARGE_STATUS' },
        locale: 'en',
      })
      expect(answer.status).toBe(200)
      expect(answer.body.data.map((entry) => entry.text)).toContain('Succeeded')
    })

    it('answers 400 for an unknown or missing code, in both languages', async () => {
      const token = await get().login('staff')
      const en = await get().call('POST', '/ds/config_value', { token, body: { code: 'NOPE' }, locale: 'en' })
      expect(en.status).toBe(400)
      expect(en.body.msg).toMatch(/^code: Invalid option: expected one of "SALE_ORDER_STATUS"/)
      const zh = await get().call('POST', '/ds/config_value', { token })
      expect(zh.body.msg).toBe('code：不能为空')
    })

    it('answers 401 without a token', async () => {
      expect((await get().call('POST', '/ds/config_value', { body: { code: 'COLOR' } })).status).toBe(401)
    })
  })

  describe('finance accounts', () => {
    it('lists only the caller tenant accounts, default first, amounts in minor units', async () => {
      const token = await get().login('seller')
      const answer = await get().call<FinanceAccount[]>('POST', '/ds/finance_account_list', { token })
      expect(answer.status).toBe(200)
      expect(answer.body.data.map((account) => account.id)).toEqual(['fa-demo', 'fa-demo-usd'])
      expect(answer.body.data[0]).toMatchObject({ currency: 'CNY', balance: 1_000_000, isDefault: true })
      const supplier = await get().login('supplier')
      const theirs = await get().call<FinanceAccount[]>('POST', '/ds/finance_account_list', { token: supplier })
      expect(theirs.body.data.map((account) => account.id)).toEqual(['fa-demo-supplier'])
    })

    it('answers 403 to a role without the settlement permissions', async () => {
      // A factory settles its purchase orders like a supplier (issue 5), so it holds the key.
      for (const username of ['staff']) {
        const token = await get().login(username)
        const answer = await get().call('POST', '/ds/finance_account_list', { token, locale: 'en' })
        expect(answer.status).toBe(403)
        expect(answer.body.code).toBe(40300)
      }
    })

    it('answers one account by id, or the default one', async () => {
      const token = await get().login('seller')
      const byId = await get().call<FinanceAccount>('POST', '/ds/finance_account_single', {
        token,
        body: { id: 'fa-demo-usd' },
      })
      expect(byId.body.data).toMatchObject({ id: 'fa-demo-usd', currency: 'USD' })
      const byDefault = await get().call<FinanceAccount>('POST', '/ds/finance_account_single', { token })
      expect(byDefault.body.data.id).toBe('fa-demo')
    })

    it("answers 404 for another tenant's account", async () => {
      const token = await get().login('seller')
      const answer = await get().call('POST', '/ds/finance_account_single', {
        token,
        body: { id: 'fa-demo2' },
        locale: 'en',
      })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ code: 40400, msg: 'The requested finance account does not exist', data: null })
    })

    it('answers 400 for a bad id', async () => {
      const token = await get().login('seller')
      const answer = await get().call('POST', '/ds/finance_account_single', { token, body: { id: 42 }, locale: 'en' })
      expect(answer.status).toBe(400)
      expect(answer.body.msg).toBe('ID: Invalid input: expected string, received number')
    })
  })

  describe('POST /ds/list/distribution_partner_list', () => {
    type Partner = { id: string; name: string; type: number; boundAt: string }
    type Page = { pageSize: number; pageNum: number; total: number; pages: number; list: Partner[] }

    it('pages a distributor bound suppliers and manufacturers in the ServerPage shape', async () => {
      const token = await get().login('seller')
      const answer = await get().call<Page>('POST', '/ds/list/distribution_partner_list', {
        token,
        body: { pageNo: 1, pageSize: 1, sortField: 'name', sortOrder: 'ascend' },
      })
      expect(answer.status).toBe(200)
      // The demo supplier, the demo factory and three more demo factories abroad (demo-supply.ts).
      expect(answer.body.data).toMatchObject({ pageSize: 1, pageNum: 1, total: 5, pages: 5 })
      expect(answer.body.data.list).toHaveLength(1)
      const second = await get().call<Page>('POST', '/ds/list/distribution_partner_list', {
        token,
        body: { pageNo: 2, pageSize: 1, sortField: 'name', sortOrder: 'ascend' },
      })
      const all = await get().call<Page>('POST', '/ds/list/distribution_partner_list', {
        token,
        body: { pageNo: 1, pageSize: 10, sortField: 'name', sortOrder: 'ascend' },
      })
      const names = [answer.body.data.list[0]?.name, second.body.data.list[0]?.name]
      expect(names).toEqual(all.body.data.list.slice(0, 2).map((row) => row.name))
      expect(all.body.data.list.map((row) => row.name)).toEqual(
        expect.arrayContaining(['演示供应商 Demo Supplier', '演示工厂 Demo Factory']),
      )
    })

    it('filters by partner type and keyword, with defaults for paging', async () => {
      const token = await get().login('seller')
      const suppliers = await get().call<Page>('POST', '/ds/list/distribution_partner_list', {
        token,
        body: { partnerType: 2 },
      })
      expect(suppliers.body.data).toMatchObject({ pageSize: 10, pageNum: 1, total: 1 })
      expect(suppliers.body.data.list[0]).toMatchObject({ id: 'd-demo-supplier', type: 2 })
      const none = await get().call<Page>('POST', '/ds/list/distribution_partner_list', {
        token,
        body: { keyword: '%' },
      })
      expect(none.body.data).toMatchObject({ total: 0, pages: 0, list: [] })
    })

    it('shows a supplier the distributors it is bound to, and nobody else', async () => {
      const token = await get().login('supplier')
      const answer = await get().call<Page>('POST', '/ds/list/distribution_partner_list', { token })
      expect(answer.body.data.list.map((row) => row.id)).toEqual(['d-demo'])
      const other = await get().call<Page>('POST', '/ds/list/distribution_partner_list', {
        token: await get().login('seller2'),
      })
      expect(other.body.data.total).toBe(0)
    })

    it('answers 403 without the list permissions and 400 for bad paging', async () => {
      const staff = await get().login('staff')
      expect((await get().call('POST', '/ds/list/distribution_partner_list', { token: staff })).status).toBe(403)
      const token = await get().login('seller')
      const bad = await get().call('POST', '/ds/list/distribution_partner_list', {
        token,
        body: { pageSize: 1000 },
        locale: 'en',
      })
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toBe('Page size: Too big: expected number to be <=200')
    })

    it('is not reachable through /ds/{name}', async () => {
      const token = await get().login('seller')
      expect((await get().call('POST', '/ds/distribution_partner_list', { token })).status).toBe(404)
    })
  })

  describe('routes and kinds', () => {
    it('answers 404 for an unknown source and for a source of the wrong kind', async () => {
      const token = await get().login('seller')
      for (const path of [
        '/ds/no_such_source',
        '/ds/list/finance_account_list',
        '/ds/list/config_value',
        '/ds/Bad-Name',
      ]) {
        const answer = await get().call('POST', path, { token, locale: 'en' })
        expect(answer.status).toBe(404)
        expect(answer.body.code).toBe(40400)
      }
    })

    it('runs public sources without a token, and only public ones', async () => {
      const open = await get().call<Record<string, unknown>>('POST', '/ds/public/config_list', { locale: 'en' })
      expect(open.status).toBe(200)
      expect(open.body.data.COUNTRY).toBeInstanceOf(Array)
      const closed = await get().call('POST', '/ds/public/finance_account_list')
      expect(closed.status).toBe(404)
    })

    it('answers 401 without a token on private routes', async () => {
      expect((await get().call('POST', '/ds/finance_account_list')).status).toBe(401)
      expect((await get().call('POST', '/ds/batch', { body: { requests: [] } })).status).toBe(401)
    })
  })

  describe('POST /ds/batch', () => {
    it('answers each request in its own envelope, each checked on its own', async () => {
      const token = await get().login('staff')
      const answer = await get().call<Envelope[]>('POST', '/ds/batch', {
        token,
        locale: 'en',
        body: {
          requests: [
            { name: 'config_value', params: { code: 'COLOR' } },
            { name: 'finance_account_list' },
            { name: 'nope' },
            { name: 'config_value', params: { code: 'BAD' } },
          ],
        },
      })
      expect(answer.status).toBe(200)
      const [colours, forbidden, unknown, invalid] = answer.body.data
      expect(colours).toMatchObject({ code: 0 })
      expect(forbidden).toMatchObject({ code: 40300, data: null, name: 'finance_account_list' })
      expect(unknown).toMatchObject({ code: 40400, name: 'nope' })
      expect(invalid).toMatchObject({ code: 40000 })
    })

    it('answers 400 for a malformed batch', async () => {
      const token = await get().login('staff')
      const empty = await get().call('POST', '/ds/batch', { token, body: { requests: [] }, locale: 'en' })
      expect(empty.status).toBe(400)
      expect(empty.body.msg).toMatch(/^Requests: /)
      const tooMany = Array.from({ length: 21 }, () => ({ name: 'config_value', params: { code: 'COLOR' } }))
      expect((await get().call('POST', '/ds/batch', { token, body: { requests: tooMany } })).status).toBe(400)
    })
  })
})
