// The shipping list source and the shipping rule calls: filters, bad input in both languages,
// idempotent create, one rule per company and destination, stale versions, permission and tenant.
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { ShippingRow, ShippingRuleRow } from '../../../src/contract/platform-sync'
import { describeApp } from '../../test/helper'
import { newKey, scalar } from '../../test/support'

describeApp('shipping list and shipping rules', (get) => {
  const list = async <T>(name: string, body: unknown, username = 'seller', locale: 'en' | 'zh-CN' = 'en') =>
    get().call<ServerPage<T>>('POST', `/ds/list/${name}`, { token: await get().login(username), body, locale })
  const post = async <T = ShippingRuleRow>(
    path: string,
    body: unknown,
    options: { username?: string; key?: string; locale?: 'en' | 'zh-CN' } = {},
  ) =>
    get().call<T>('POST', path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      locale: options.locale ?? 'en',
      headers: { 'idempotency-key': options.key ?? newKey('rule') },
    })
  const valid = {
    expressCode: 'UPS',
    country: 'DE',
    currency: 'EUR',
    firstWeight: 500,
    firstPrice: 1800,
    additionalWeight: 500,
    additionalPrice: 400,
  }

  describe('express_shipping_list', () => {
    it('lists shipped orders only, newest shipment first, with carrier, tracking and destination', async () => {
      const answer = await list<ShippingRow>('express_shipping_list', { pageSize: 50 })
      expect(answer.status).toBe(200)
      const shipped = await scalar(
        get,
        `select count(*) from sale_orders where did = 'd-demo' and shipped_at is not null and deleted_at is null`,
      )
      expect(answer.body.data.total).toBe(shipped)
      const rows = answer.body.data.list
      expect(rows.every((row) => row.expressCode && row.trackingNo && row.country)).toBe(true)
      const times = rows.map((row) => row.shippedAt)
      expect([...times].sort().reverse()).toEqual(times)
    })

    it('filters by carrier, ship date and keyword (tracking number)', async () => {
      const byCarrier = await list<ShippingRow>('express_shipping_list', { expressCode: 'DHL', pageSize: 100 })
      expect(byCarrier.body.data.total).toBeGreaterThan(0)
      expect(byCarrier.body.data.list.every((row) => row.expressCode === 'DHL')).toBe(true)
      const one = byCarrier.body.data.list[0]!
      const byKeyword = await list<ShippingRow>('express_shipping_list', { keyword: one.trackingNo.toLowerCase() })
      expect(byKeyword.body.data.list.map((row) => row.orderId)).toContain(one.orderId)
      const dayOf = one.shippedAt.slice(0, 10)
      const byDate = await list<ShippingRow>('express_shipping_list', {
        shippedFrom: '2000-01-01',
        shippedTo: '2000-01-31',
      })
      expect(byDate.body.data.total).toBe(0)
      expect(dayOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    })

    it('answers 400 on bad filters in both languages; another tenant sees only its own', async () => {
      for (const body of [
        { shippedFrom: 'soon' },
        { channel: 'ebay' },
        { pageSize: 0 },
        { keyword: 'x'.repeat(101) },
      ]) {
        const en = await list('express_shipping_list', body)
        const zh = await list('express_shipping_list', body, 'seller', 'zh-CN')
        expect([en.status, zh.status]).toEqual([400, 400])
        expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      }
      const other = await list<ShippingRow>('express_shipping_list', { pageSize: 100 }, 'seller2')
      expect(other.body.data.list.every((row) => row.orderId.startsWith('d-demo2'))).toBe(true)
    })
  })

  describe('shipping rules', () => {
    it('creates a rule once for the same Idempotency-Key, lists it, edits it with its version, deletes it', async () => {
      const key = newKey('create')
      const first = await post('/express/rule/create', valid, { key })
      const again = await post('/express/rule/create', valid, { key })
      expect(first.status).toBe(200)
      expect(again.body).toEqual(first.body)
      expect(again.headers['idempotent-replayed']).toBe('true')
      const rule = first.body.data
      expect(rule).toMatchObject({ ...valid, version: 1 })
      const rules = await list<ShippingRuleRow>('express_rule', { expressCode: 'UPS' })
      expect(rules.body.data.list.map((row) => row.id)).toEqual([rule.id])

      const edited = await post('/express/rule/update', { ...valid, id: rule.id, version: 1, firstPrice: 2000 })
      expect(edited.body.data).toMatchObject({ firstPrice: 2000, version: 2 })
      const stale = await post('/express/rule/update', { ...valid, id: rule.id, version: 1, firstPrice: 2100 })
      expect(stale.status).toBe(412)
      expect((stale.body as unknown as { data: ShippingRuleRow }).data).toMatchObject({ firstPrice: 2000, version: 2 })

      expect((await post('/express/rule/delete', { id: rule.id, version: 1 })).status).toBe(412)
      const deleted = await post('/express/rule/delete', { id: rule.id, version: 2 })
      expect(deleted.status).toBe(200)
      expect(await scalar(get, `select count(*) from shipping_rules where id = '${rule.id}'`)).toBe(0)
    })

    it('one rule per express company and destination; unknown express company refused', async () => {
      const body = { ...valid, expressCode: 'FEDEX', country: '*' }
      expect((await post('/express/rule/create', body)).status).toBe(200)
      const twice = await post('/express/rule/create', body, { locale: 'zh-CN' })
      expect(twice.status).toBe(409)
      expect(twice.body.msg).toBe('该快递公司和目的地的运费规则已存在')
      const unknown = await post('/express/rule/create', { ...valid, expressCode: 'NOPE' })
      expect(unknown.status).toBe(400)
      expect(unknown.body.msg).toBe('Unknown express company: NOPE')
    })

    const bad: [string, unknown][] = [
      ['no body', {}],
      ['negative price', { ...valid, firstPrice: -1 }],
      ['fractional price', { ...valid, firstPrice: 12.5 }],
      ['zero weight', { ...valid, additionalWeight: 0 }],
      ['bad country', { ...valid, country: 'Germany' }],
      ['bad currency', { ...valid, currency: 'BTC' }],
      ['price as text', { ...valid, firstPrice: '18.00' }],
    ]
    for (const [what, body] of bad) {
      it(`${what}: 400 in English and Chinese, nothing written`, async () => {
        const before = await scalar(get, 'select count(*) from shipping_rules')
        const en = await post('/express/rule/create', body)
        const zh = await post('/express/rule/create', body, { locale: 'zh-CN' })
        expect([en.status, zh.status]).toEqual([400, 400])
        expect(en.body.code).toBe(40000)
        expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
        expect(await scalar(get, 'select count(*) from shipping_rules')).toBe(before)
      })
    }

    it('staff may look but not change (403); another tenant’s rule is 404; no token 401', async () => {
      expect((await list('express_rule', {}, 'staff')).status).toBe(200)
      expect((await post('/express/rule/create', valid, { username: 'staff' })).status).toBe(403)
      const demoRule = 'd-demo-rule-SF-CN'
      expect(
        (await post('/express/rule/update', { ...valid, id: demoRule, version: 1 }, { username: 'seller2' })).status,
      ).toBe(404)
      expect((await post('/express/rule/delete', { id: demoRule, version: 1 }, { username: 'seller2' })).status).toBe(
        404,
      )
      const mine = await list<ShippingRuleRow>('express_rule', {}, 'seller2')
      expect(mine.body.data.total).toBe(0)
      expect((await get().call('POST', '/express/rule/create', { body: valid })).status).toBe(401)
    })
  })
})
