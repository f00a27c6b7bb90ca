// Price template, strategy, product strategy and task calls: validation in the caller's language
// (SPEC.md §5 'Must be greater than 50', empty prices and quantity, zoom 1–100), permission,
// tenant isolation, stale versions and idempotent repeats.
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { PriceTemplateRow, StrategyDetail, StrategyRow, TaskRow } from '../../../src/contract/generation'
import { describeApp } from '../../test/helper'
import { newKey, scalar } from '../../test/support'
import { caller, makeStrategy, makeTemplate, TEMPLATE } from './test-support'

describeApp('generation calls', (get) => {
  const call = caller(get)

  it('demo data: templates, three strategies and a finished task with created and skipped goods', async () => {
    expect(await scalar(get, `select count(*) from price_templates where did = 'd-demo'`)).toBeGreaterThanOrEqual(3)
    expect(await scalar(get, `select count(*) from generation_strategies where did = 'd-demo'`)).toBeGreaterThanOrEqual(
      3,
    )
    const list = await call<ServerPage<TaskRow>>('POST', '/goods/generate/task/list', {
      strategyId: 'gs-demo-dots-tees',
    })
    const [task] = list.body.data.list
    expect(task).toMatchObject({ status: 'done', processed: task!.total })
    expect(task!.created).toBeGreaterThan(0)
    expect(task!.skipped).toBeGreaterThan(0)
  })

  describe('price templates', () => {
    it('a markup of 50 or less is refused with the SPEC message in the caller language', async () => {
      const en = await call('POST', '/price/template/save', { ...TEMPLATE, markupPercent: 50 })
      expect(en.status).toBe(400)
      expect(en.body.msg).toContain('Must be greater than 50')
      const zh = await call('POST', '/price/template/save', { ...TEMPLATE, markupPercent: 10 }, { locale: 'zh-CN' })
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toContain('必须大于50')
      expect(await makeTemplate(call, { markupPercent: 51 })).toMatchObject({ markupPercent: 51 })
    })

    it('lowest price, highest price and quantity cannot be empty; lowest above highest is refused', async () => {
      const empty = await call('POST', '/price/template/save', { ...TEMPLATE, minPrice: null, quantity: undefined })
      expect(empty.status).toBe(400)
      expect(empty.body.msg).toContain('Lowest price, highest price and quantity cannot be empty')
      const order = await call('POST', '/price/template/save', { ...TEMPLATE, minPrice: 9000, maxPrice: 100 })
      expect(order.status).toBe(400)
    })

    it('updates with a version, answers 412 with the current row when stale, lists and deletes', async () => {
      const row = await makeTemplate(call, { name: 'Versioned' })
      const updated = await call<PriceTemplateRow>('POST', '/price/template/save', {
        ...TEMPLATE,
        id: row.id,
        version: row.version,
        name: 'Versioned 2',
      })
      expect(updated.body.data).toMatchObject({ name: 'Versioned 2', version: row.version + 1 })
      const stale = await call<PriceTemplateRow>('POST', '/price/template/save', {
        ...TEMPLATE,
        id: row.id,
        version: row.version,
      })
      expect(stale.status).toBe(412)
      expect(stale.body.data).toMatchObject({ name: 'Versioned 2' })
      const list = await call<ServerPage<PriceTemplateRow>>('POST', '/price/template/list', { keyword: 'Versioned' })
      expect(list.body.data.list.map((one) => one.id)).toContain(row.id)
      expect((await call('POST', '/price/template/delete', { id: row.id })).status).toBe(200)
      expect((await call('POST', '/price/template/delete', { id: row.id })).status).toBe(404)
    })

    it('the same Idempotency-Key twice creates one template and answers the same', async () => {
      const key = newKey('tpl')
      const name = `Once ${key}`
      const first = await call<PriceTemplateRow>('POST', '/price/template/save', { ...TEMPLATE, name }, { key })
      const again = await call<PriceTemplateRow>('POST', '/price/template/save', { ...TEMPLATE, name }, { key })
      expect(again.body.data.id).toBe(first.body.data.id)
      expect(await scalar(get, `select count(*) from price_templates where name = '${name}'`)).toBe(1)
    })

    it('a template used by a strategy cannot be deleted', async () => {
      const strategy = await makeStrategy(call, { materialCategoryIds: ['mc-demo-dots'] }, [])
      const answer = await call('POST', '/price/template/delete', { id: strategy.priceTemplateId })
      expect(answer.status).toBe(400)
      expect(answer.body.msg).toContain(strategy.name)
    })
  })

  describe('strategies', () => {
    it('create, read, add and change a product strategy, delete it, list, delete the strategy', async () => {
      const strategy = await makeStrategy(call, { materialCategoryIds: ['mc-demo-patterns'] }, ['d-demo-p1'])
      expect(strategy).toMatchObject({ shopId: 'd-demo-shop-1', channel: expect.any(String) })
      const detail = await call<StrategyDetail>('GET', `/goods/generate/strategy/${strategy.id}`, undefined, {
        key: null,
      })
      expect(detail.body.data.products).toEqual([expect.objectContaining({ productId: 'd-demo-p1', zoom: 100 })])
      // Saving the same model again changes its row instead of adding a second one.
      const changed = await call<StrategyDetail>('POST', '/goods/generate/product/strategy', {
        strategyId: strategy.id,
        productId: 'd-demo-p1',
        zoom: 60,
        placement: 'top',
      })
      expect(changed.body.data.products).toEqual([expect.objectContaining({ zoom: 60, placement: 'top' })])
      const list = await call<ServerPage<StrategyRow>>('GET', '/goods/generate/strategy?pageSize=50', undefined, {
        key: null,
      })
      expect(list.body.data.list.find((one) => one.id === strategy.id)?.productCount).toBe(1)
      const productStrategyId = changed.body.data.products[0]!.id
      const removed = await call<StrategyDetail>('GET', `/goods/generate/product/strategy/delete/${productStrategyId}`)
      expect(removed.body.data.products).toEqual([])
      expect((await call('GET', `/goods/generate/strategy/delete/${strategy.id}`)).status).toBe(200)
      expect((await call('GET', `/goods/generate/strategy/${strategy.id}`, undefined, { key: null })).status).toBe(404)
    })

    it('zoom outside 1–100 is refused with the SPEC message; a strategy needs designs', async () => {
      const strategy = await makeStrategy(call, { materialIds: [], materialCategoryIds: ['mc-demo-dots'] }, [])
      for (const zoom of [0, 101]) {
        const answer = await call('POST', '/goods/generate/product/strategy', {
          strategyId: strategy.id,
          productId: 'd-demo-p1',
          zoom,
        })
        expect(answer.status).toBe(400)
        expect(answer.body.msg).toContain('Zoom ratio is 1-100')
      }
      const none = await call(
        'POST',
        '/goods/generate/strategy',
        {
          name: 'No designs',
          shopId: 'd-demo-shop-1',
          priceTemplateId: strategy.priceTemplateId,
        },
        { locale: 'zh-CN' },
      )
      expect(none.status).toBe(400)
      expect(none.body.msg).toContain('请至少选择一个素材分类或素材')
    })

    it('a task needs product models, and one is queued with every combination', async () => {
      const empty = await makeStrategy(call, { materialCategoryIds: ['mc-demo-dots'] }, [])
      const refused = await call('POST', '/goods/generate/task/add', { strategyId: empty.id })
      expect(refused.status).toBe(400)
      const strategy = await makeStrategy(call, { materialCategoryIds: ['mc-demo-dots'] }, ['d-demo-p1', 'd-demo-p2'])
      const designs = await scalar(get, `select count(*) from materials where category_id = 'mc-demo-dots'`)
      const task = await call<TaskRow>('POST', '/goods/generate/task/add', { strategyId: strategy.id })
      expect(task.status).toBe(200)
      expect(task.body.data).toMatchObject({ status: 'queued', total: 2 * designs, processed: 0 })
      const list = await call<ServerPage<TaskRow>>('POST', '/goods/generate/task/list', { strategyId: strategy.id })
      expect(list.body.data.list.map((one) => one.id)).toEqual([task.body.data.id])
    })
  })

  describe('permission and tenant', () => {
    it('a team member without the strategy or template permission gets 403', async () => {
      for (const [method, path] of [
        ['POST', '/price/template/list'],
        ['POST', '/price/template/save'],
        ['GET', '/goods/generate/strategy'],
        ['POST', '/goods/generate/strategy'],
        ['POST', '/goods/generate/product/strategy'],
        ['POST', '/goods/generate/task/add'],
        ['POST', '/goods/immediate/list'],
      ] as const) {
        const answer = await call(method, path, method === 'POST' ? {} : undefined, { username: 'staff' })
        expect(answer.status, path).toBe(403)
      }
    })

    it('another tenant sees 404 for every object of this one', async () => {
      const strategy = await makeStrategy(call, { materialCategoryIds: ['mc-demo-dots'] }, ['d-demo-p1'])
      const task = await call<TaskRow>('POST', '/goods/generate/task/add', { strategyId: strategy.id })
      const other = { username: 'seller2' }
      expect((await call('GET', `/goods/generate/strategy/${strategy.id}`, undefined, other)).status).toBe(404)
      expect((await call('GET', `/goods/generate/strategy/delete/${strategy.id}`, undefined, other)).status).toBe(404)
      expect((await call('POST', '/goods/generate/task/add', { strategyId: strategy.id }, other)).status).toBe(404)
      expect(
        (await call('GET', `/goods/generate/task/${task.body.data.id}`, undefined, { ...other, key: null })).status,
      ).toBe(404)
      expect(
        (await call('POST', '/price/template/save', { ...TEMPLATE, id: strategy.priceTemplateId }, other)).status,
      ).toBe(404)
      const product = await call(
        'POST',
        '/goods/generate/product/strategy',
        {
          strategyId: strategy.id,
          productId: 'd-demo-p1',
          zoom: 50,
        },
        other,
      )
      expect(product.status).toBe(404)
      // Designs of another tenant cannot be put in a strategy either.
      const foreign = await call('POST', '/goods/generate/strategy', {
        name: 'Foreign designs',
        shopId: 'd-demo-shop-1',
        priceTemplateId: strategy.priceTemplateId,
        materialCategoryIds: ['mc-demo2-main'],
      })
      expect(foreign.status).toBe(404)
    })
  })
})
