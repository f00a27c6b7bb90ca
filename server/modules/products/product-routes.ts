// Product categories, product models (specs, sides) and brands (paths from GOODS_PATHS). Reads
// need the product list's `query`/`get` (the category tree and brand options also serve the
// goods screens); every change goes through withIdempotency in one transaction.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  brandListSchema,
  brandSaveSchema,
  categorySaveSchema,
  GOODS_PATHS,
  productListSchema,
  productSaveSchema,
} from '../../../src/contract/goods'
import { notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { pageOf } from '../../lib/page'
import { parseParams } from '../../lib/validate'
import type { PermissionRule } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { assertPermission } from '../../plugins/permissions'
import { parseRuled } from './parse'
import { removeBrand, removeCategory, removeProduct, saveBrand, saveCategory, saveProduct } from './product-mutations'
import { categoryTree, listBrands, listProducts, productDetail, productSideList, productSpecList } from './product-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const guard = (permission: PermissionRule) => ({ config: { permission } })
/** Creating needs `add`, changing needs `edit`: the route lets either in, the handler checks which. */
const addOrEdit = (key: 'product_list' | 'brand_list'): PermissionRule => [
  { key, action: 'add' },
  { key, action: 'edit' },
]
const READ_MODELS: PermissionRule = [
  { key: 'product_list', action: 'query' },
  { key: 'product_list', action: 'get' },
  { key: 'goods_list', action: 'query' },
  { key: 'goods_new', action: 'query' },
]

export async function productRoutes(app: FastifyInstance) {
  app.post(GOODS_PATHS.categoryList, guard(READ_MODELS), async (request) =>
    ok(request, await categoryTree(app.db, callerOf(request).did)),
  )

  app.post(GOODS_PATHS.categorySave, guard(addOrEdit('product_list')), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseRuled(request, categorySaveSchema)
    assertPermission(caller, { key: 'product_list', action: input.id ? 'edit' : 'add' })
    return withIdempotency(request, reply, (tx) => saveCategory(tx, caller, input))
  })
  app.post('/product/category/remove/:id', guard({ key: 'product_list', action: 'delete' }), async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    return withIdempotency(request, reply, (tx) => removeCategory(tx, caller, id))
  })

  app.post(GOODS_PATHS.productList, guard(READ_MODELS), async (request) => {
    const params = parseRuled(request, productListSchema)
    return ok(request, pageOf(params, await listProducts(app.db, callerOf(request).did, params)))
  })
  app.get('/product/detail/:id', guard(READ_MODELS), async (request) => {
    const { id } = parseParams(request, idParams)
    const detail = await productDetail(app.db, callerOf(request).did, id)
    if (!detail) throw notFound('what.product')
    return ok(request, detail)
  })
  app.get('/product/spec/:id', guard(READ_MODELS), async (request) => {
    const { id } = parseParams(request, idParams)
    const specs = await productSpecList(app.db, callerOf(request).did, id)
    if (!specs) throw notFound('what.product')
    return ok(request, specs)
  })
  app.get('/product/side/:id', guard(READ_MODELS), async (request) => {
    const { id } = parseParams(request, idParams)
    const sides = await productSideList(app.db, callerOf(request).did, id)
    if (!sides) throw notFound('what.product')
    return ok(request, sides)
  })
  app.post(
    GOODS_PATHS.productSave,
    guard([
      { key: 'product_list', action: 'add' },
      { key: 'product_list', action: 'edit' },
    ]),
    async (request, reply) => {
      const caller = callerOf(request)
      const input = parseRuled(request, productSaveSchema)
      // Creating needs `add`, changing needs `edit`.
      assertPermission(caller, { key: 'product_list', action: input.id ? 'edit' : 'add' })
      return withIdempotency(request, reply, (tx) => saveProduct(tx, caller, input))
    },
  )
  app.post('/product/remove/:id', guard({ key: 'product_list', action: 'delete' }), async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    return withIdempotency(request, reply, (tx) => removeProduct(tx, caller, id))
  })

  app.post(GOODS_PATHS.brandList, guard({ key: 'brand_list', action: 'query' }), async (request) => {
    const params = parseRuled(request, brandListSchema)
    return ok(request, pageOf(params, await listBrands(app.db, callerOf(request).did, params)))
  })
  app.post(GOODS_PATHS.brandSave, guard(addOrEdit('brand_list')), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseRuled(request, brandSaveSchema)
    assertPermission(caller, { key: 'brand_list', action: input.id ? 'edit' : 'add' })
    return withIdempotency(request, reply, (tx) => saveBrand(tx, caller, input))
  })
  app.post('/product/brand/remove/:id', guard({ key: 'brand_list', action: 'delete' }), async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    return withIdempotency(request, reply, (tx) => removeBrand(tx, caller, id))
  })
}
