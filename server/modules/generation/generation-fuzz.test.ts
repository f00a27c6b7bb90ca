// DESIGN.md §8 for the generation calls: random, mostly-plausible bodies never cause a 500, every
// failure is a proper envelope, and validation answers in the caller's language.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { describeApp } from '../../test/helper'

const TEMPLATE_FIELDS = [
  'id',
  'version',
  'name',
  'markupPercent',
  'addOn',
  'rounding',
  'minPrice',
  'maxPrice',
  'quantity',
]
const ENDPOINTS: { path: string; fields: string[] }[] = [
  { path: '/price/template/list', fields: ['pageNo', 'pageSize', 'keyword'] },
  { path: '/price/template/save', fields: TEMPLATE_FIELDS },
  { path: '/price/template/delete', fields: ['id'] },
  {
    path: '/goods/generate/strategy',
    fields: [
      'id',
      'version',
      'name',
      'shopId',
      'priceTemplateId',
      'titleTemplate',
      'materialCategoryIds',
      'materialIds',
    ],
  },
  {
    path: '/goods/generate/product/strategy',
    fields: ['id', 'strategyId', 'productId', 'priceTemplateId', 'specIds', 'zoom', 'placement'],
  },
  { path: '/goods/generate/task/add', fields: ['strategyId'] },
  { path: '/goods/generate/task/list', fields: ['pageNo', 'pageSize', 'strategyId'] },
  { path: '/goods/immediate/list', fields: ['pageNo', 'pageSize', 'taskId'] },
]

const plausible = fc.constantFrom<unknown>(
  'd-demo-shop-1',
  'd-demo2-shop-1',
  'd-demo-p1',
  'd-demo-p1-s1-1',
  'mc-demo-dots',
  'mc-demo2-main',
  'none',
  'yuan',
  'ninety_nine',
  'center',
  'fill',
  '{design} {product}',
  '%_\\',
  50,
  51,
  0,
  1,
  100,
  101,
  -1,
  2 ** 40,
  null,
  ['mc-demo-dots'],
  ['mc-demo-patterns', 'mc-demo2-main'],
  [],
)
const HAN = /[\u4e00-\u9fff]/

describeApp('generation calls never answer 500 to random input', (get) => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, async () => {
      const token = await get().login('seller')
      await fc.assert(
        fc.asyncProperty(
          fuzzBodies(endpoint.fields, plausible),
          fc.constantFrom('en', 'zh-CN'),
          async (body, locale) => {
            const response = await get().app.inject({
              method: 'POST',
              url: `/dis/ts${endpoint.path}`,
              headers: {
                'content-type': 'application/json',
                'accept-language': locale,
                authorization: `Bearer ${token}`,
                'idempotency-key': `fuzz-${Math.random()}`,
              },
              payload: JSON.stringify(body),
            })
            expect(response.statusCode, response.body).toBeLessThan(500)
            const envelope = response.json()
            expect(typeof envelope.code).toBe('number')
            if (response.statusCode >= 400) expect(envelope.code).not.toBe(0)
            if (response.statusCode === 400 && envelope.code === 40000) {
              expect(HAN.test(envelope.msg), envelope.msg).toBe(locale === 'zh-CN')
            }
          },
        ),
        { numRuns: 40 },
      )
    })
  }

  it('GET paths with random ids and queries', async () => {
    const token = await get().login('seller')
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 80 }), plausible.map(String)),
        fc.constantFrom(
          '/goods/generate/strategy/',
          '/goods/generate/strategy/delete/',
          '/goods/generate/product/strategy/delete/',
          '/goods/generate/task/',
          '/goods/generate/strategy?pageSize=',
        ),
        async (id, path) => {
          const response = await get().app.inject({
            method: 'GET',
            url: `/dis/ts${path}${encodeURIComponent(id)}`,
            headers: { authorization: `Bearer ${token}` },
          })
          expect(response.statusCode, response.body).toBeLessThan(500)
        },
      ),
      { numRuns: 60 },
    )
  })
})
