// DESIGN.md §8 for the product and goods calls: random, mostly-plausible bodies never cause a
// 500, every failure is a proper envelope, and validation answers in the caller's language.
import fc from 'fast-check'
import { it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError, assertNoServerErrorOnGet, pathsWithIds } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const ENDPOINTS: { path: string; fields: string[] }[] = [
  { path: '/goods/status', fields: ['status', 'id', 'version', 'ids', 'versions'] },
  { path: '/goods/info/update', fields: ['id', 'version', 'title', 'images', 'brandId', 'specs'] },
  { path: '/goods/recommend', fields: ['id', 'ids', 'value'] },
  { path: '/goods/brand/recommend', fields: ['id', 'ids', 'value'] },
  { path: '/goods/new/visible', fields: ['id', 'ids', 'value'] },
  { path: '/goods/new/info/save', fields: ['id', 'version', 'title', 'newSort', 'brandId', 'images'] },
  { path: '/goods/new/add', fields: ['productId', 'shopId', 'title', 'materialId', 'designImage', 'brandId', 'specs'] },
  { path: '/product/category/list', fields: [] },
  { path: '/product/category/save', fields: ['id', 'version', 'pid', 'title', 'sort'] },
  {
    path: '/product/list',
    fields: ['pageNo', 'pageSize', 'categoryId', 'shared', 'keyword', 'sortField', 'sortOrder'],
  },
  {
    path: '/product/save',
    fields: ['id', 'version', 'categoryId', 'title', 'weight', 'minPrice', 'maxPrice', 'minQuantity', 'specs', 'sides'],
  },
  { path: '/product/brand/list', fields: ['pageNo', 'pageSize', 'keyword', 'sortField'] },
  { path: '/product/brand/save', fields: ['id', 'version', 'name', 'logo', 'description'] },
  {
    path: '/ds/list/goods',
    fields: [
      'pageNo',
      'pageSize',
      'sortField',
      'sortOrder',
      'updatedSince',
      'status',
      'shopId',
      'channel',
      'brandId',
      'categoryId',
      'keyword',
      'isNew',
    ],
  },
  { path: '/ds/product_category', fields: [] },
]

const plausible = fc.constantFrom<unknown>(
  'd-demo-g1',
  'd-demo-g2',
  'd-demo2-g1',
  'd-demo-p1',
  'd-demo-p1-s1-1',
  'd-demo-pc-tees',
  'd-demo-b1',
  'd-demo-shop-1',
  'on_sale',
  'off_shelf',
  'banned',
  'deleted',
  'draft',
  '#FFFFFF',
  'XL',
  '0',
  'createdAt',
  'ascend',
  '2026-11-22T00:00:00Z',
  '%_\\',
  true,
  false,
  0,
  1,
  100,
  101,
  20001,
  -1,
  2 ** 40,
  ['d-demo-g3', 'd-demo-g4'],
  [{ specId: 'd-demo-p1-s1-1', price: 100 }],
  [{ color: '#FFFFFF', size: 'M', price: 1, cost: 1 }],
  [{ name: 'F', width: 10, height: 10, x: 0, y: 0, zoom: 0 }],
  { 'd-demo-g1': 1 },
)

describeApp('product and goods calls never answer 500 to random input', (get) => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, () =>
      assertNoServerError(get, {
        path: endpoint.path,
        bodies: fuzzBodies(endpoint.fields, plausible),
        usernames: ['seller'],
        numRuns: 40,
      }))
  }

  it('GET paths with random ids', () =>
    assertNoServerErrorOnGet(get, {
      paths: pathsWithIds(
        ['/goods/spec/', '/goods/detail/', '/product/spec/', '/product/side/', '/goods/new/delete/'],
        plausible,
      ),
      usernames: ['seller'],
    }))
})
