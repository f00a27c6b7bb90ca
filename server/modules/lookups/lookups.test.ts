import { describe, expect, it } from 'vitest'
import { CONFIG_CODES, type ConfigEntry, ROOT_AREA_PID } from '../../../src/contract/dictionaries'
import { describeApp } from '../../test/helper'

type Area = { id: string; pid: string; name: string }

describeApp('shared lookups', (get) => {
  describe('GET /area/list', () => {
    it('answers China with its 34 provincial divisions and their cities, and the COUNTRY markets, in Chinese', async () => {
      const token = await get().login('staff')
      const areas = (await get().call<Area[]>('GET', '/area/list', { token })).body.data
      const top = areas.filter((area) => area.pid === ROOT_AREA_PID)
      const provinces = top.filter((area) => /^\d{6}$/.test(area.id))
      expect(provinces).toHaveLength(34)
      expect(provinces.map((area) => area.name)).toEqual(
        expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区', '香港特别行政区']),
      )
      const guangdongCities = areas.filter((area) => area.pid === '440000').map((area) => area.name)
      expect(guangdongCities).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市']))
      for (const province of provinces) expect(areas.some((area) => area.pid === province.id)).toBe(true)
      const ids = new Set(areas.map((area) => area.id))
      for (const area of areas) if (area.pid !== ROOT_AREA_PID) expect(ids.has(area.pid)).toBe(true)

      const countries = (
        await get().call<ConfigEntry[]>('POST', '/ds/config_value', { token, body: { code: 'COUNTRY' } })
      ).body.data
      for (const country of countries) expect(top.find((area) => area.id === country.value)?.name).toBe(country.text)
    })

    it('answers names in English for an English caller', async () => {
      const token = await get().login('staff')
      const areas = (await get().call<Area[]>('GET', '/area/list', { token, locale: 'en' })).body.data
      expect(areas.find((area) => area.id === '440300')?.name).toBe('Shenzhen')
      expect(areas.find((area) => area.id === 'US')?.name).toBe('United States')
    })

    it('answers 401 without a token', async () => {
      expect((await get().call('GET', '/area/list')).status).toBe(401)
    })
  })

  describe('GET /config/list', () => {
    it('answers all 13 codes with texts in the caller language; SALE_ORDER_SPEC_MAP as a JSON string', async () => {
      const token = await get().login('staff')
      const zh = (await get().call<Record<string, ConfigEntry[] | string>>('GET', '/config/list', { token })).body.data
      const en = (
        await get().call<Record<string, ConfigEntry[] | string>>('GET', '/config/list', { token, locale: 'en' })
      ).body.data
      expect(Object.keys(zh).sort()).toEqual([...CONFIG_CODES].sort())
      for (const code of CONFIG_CODES) {
        if (code === 'SALE_ORDER_SPEC_MAP') continue
        expect((zh[code] as ConfigEntry[]).length).toBeGreaterThan(1)
      }
      expect(zh.SALE_ORDER_STATUS).toContainEqual({ value: '1', text: '待付款' })
      expect(en.SALE_ORDER_STATUS).toContainEqual({ value: '1', text: 'Pending payment' })
      expect((en.FINANCE_FLOW_TYPE as ConfigEntry[]).map((entry) => entry.text)).toEqual(
        expect.arrayContaining(['Recharge', 'Purchase payment', 'Refund', 'Withdrawal']),
      )
      expect((en.PAY_PLATFORM as ConfigEntry[]).map((entry) => entry.value)).toEqual(
        expect.arrayContaining(['alipay', 'wechat', 'bank', 'paypal']),
      )
      expect(JSON.parse(zh.SALE_ORDER_SPEC_MAP as string)).toEqual({ color: '颜色', size: '尺码' })
      expect(JSON.parse(en.SALE_ORDER_SPEC_MAP as string)).toEqual({ color: 'Colour', size: 'Size' })
    })
  })

  describe('express companies', () => {
    it('splits domestic and international carriers; the full list holds both', async () => {
      const token = await get().login('staff')
      const all = (await get().call<ConfigEntry[]>('GET', '/express/list', { token })).body.data
      const internal = (await get().call<ConfigEntry[]>('GET', '/express/internal/list', { token })).body.data
      const external = (await get().call<ConfigEntry[]>('GET', '/express/external/list', { token, locale: 'en' })).body
        .data
      expect(internal).toContainEqual({ value: 'SF', text: '顺丰速运' })
      expect(internal.map((entry) => entry.value)).toEqual(
        expect.arrayContaining(['ZTO', 'YTO', 'STO', 'YUNDA', 'JD', 'EMS', 'JTSD']),
      )
      expect(external).toContainEqual({ value: 'FEDEX', text: 'FedEx' })
      expect(external.map((entry) => entry.value)).toEqual(
        expect.arrayContaining(['DHL', 'UPS', 'USPS', '4PX', 'YANWEN', 'CAINIAO', 'YUNEXPRESS']),
      )
      expect(all).toHaveLength(internal.length + external.length)
    })

    it('answers 401 without a token', async () => {
      for (const path of ['/express/list', '/express/internal/list', '/express/external/list', '/config/list']) {
        expect((await get().call('GET', path)).status).toBe(401)
      }
    })
  })
})
