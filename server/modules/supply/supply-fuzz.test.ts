// DESIGN.md §8 for the supply calls and sources: random, mostly-plausible bodies from a factory,
// a supplier and a distributor never cause a 500, and every failure is a proper envelope.
import fc from 'fast-check'
import { it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError } from '../../test/fuzz-endpoint'
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
    it(`POST ${endpoint.path}`, () =>
      assertNoServerError(get, {
        path: endpoint.path,
        bodies: fuzzBodies(endpoint.fields, plausible),
        usernames: ['factory', 'supplier', 'seller'],
        numRuns: 40,
      }))
  }
})
