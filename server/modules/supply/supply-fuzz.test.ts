// DESIGN.md §8 for the supply calls and sources: random, mostly-plausible bodies from a factory,
// a supplier and a distributor never cause a 500, and every failure is a proper envelope.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { describeApp } from '../../test/helper'

const ENDPOINTS: { path: string; fields: string[] }[] = [
  {
    path: '/distribution/manufacturer/product/save',
    fields: [
      'id',
      'version',
      'title',
      'baseModel',
      'category',
      'specs',
      'leadDays',
      'minQuantity',
      'printMethods',
      'status',
    ],
  },
  { path: '/distribution/manufacturer/product/status', fields: ['ids', 'status'] },
  {
    path: '/product/distribution/supplier/product/save',
    fields: ['id', 'version', 'productId', 'specs', 'stock', 'status'],
  },
  {
    path: '/ds/list/manufacturer_product_list',
    fields: ['pageNo', 'pageSize', 'sortField', 'sortOrder', 'keyword', 'country', 'category', 'factoryId', 'status'],
  },
  { path: '/ds/manufacturer_country_list', fields: [] },
  {
    path: '/ds/list/distribution_supplier_product_list',
    fields: ['pageNo', 'pageSize', 'sortField', 'sortOrder', 'keyword', 'supplierId', 'status'],
  },
  { path: '/ds/distribution_supplier_product_simple_list', fields: [] },
  { path: '/ds/distribution_supplier_product_by_product_ids', fields: ['productIds'] },
]

const plausible = fc.constantFrom<unknown>(
  'd-demo-factory-mp1',
  'd-demo-factory-vn-mp1',
  'd-demo-supplier-p9',
  'd-demo-supplier-p9-s1-1',
  'd-demo-p1',
  'sp-demo-1',
  'd-demo-supplier',
  'apparel',
  'dtg',
  'enabled',
  'disabled',
  'VN',
  'minPrice',
  'ascend',
  '%_\\',
  'd-demo-supplier-p1,d-demo-supplier-p2',
  0,
  1,
  -1,
  2 ** 40,
  ['dtg'],
  ['d-demo-factory-mp1'],
  [{ color: 'White', size: 'M', price: 100 }],
  [{ specId: 'd-demo-supplier-p9-s1-1', price: 100 }],
)

describeApp('supply calls never answer 500 to random input', (get) => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, async () => {
      const tokens = [await get().login('factory'), await get().login('supplier'), await get().login('seller')]
      await fc.assert(
        fc.asyncProperty(
          fuzzBodies(endpoint.fields, plausible),
          fc.constantFrom('en', 'zh-CN'),
          fc.boolean(),
          fc.constantFrom(0, 1, 2),
          async (body, locale, keyed, who) => {
            const response = await get().app.inject({
              method: 'POST',
              url: `/dis/ts${endpoint.path}`,
              headers: {
                'content-type': 'application/json',
                'accept-language': locale,
                authorization: `Bearer ${tokens[who]}`,
                ...(keyed ? { 'idempotency-key': `fuzz-${Math.random()}` } : {}),
              },
              payload: JSON.stringify(body),
            })
            expect(response.statusCode, response.body).toBeLessThan(500)
            const envelope = response.json()
            expect(typeof envelope.code).toBe('number')
            expect(typeof envelope.msg).toBe('string')
            if (response.statusCode >= 400) expect(envelope.code).not.toBe(0)
          },
        ),
        { numRuns: 40 },
      )
    })
  }
})
