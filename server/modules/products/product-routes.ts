// Product categories, product models (specs, sides) and brands (paths from GOODS_PATHS). Reads
// need the product list's `query`/`get` (the category tree and brand options also serve the
// goods screens); every change is a declared mutation (server/lib/route.ts), in one transaction.
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
import type { Database } from '../../db/types'
import { notFound } from '../../lib/app-error'
import { pageOf } from '../../lib/page'
import { mutation, query } from '../../lib/route'
import type { PermissionRule } from '../../plugins/access-types'
import { productWording } from './parse'
import { removeBrand, removeCategory, removeProduct, saveBrand, saveCategory, saveProduct } from './product-mutations'
import { categoryTree, listBrands, listProducts, productDetail, productSideList, productSpecList } from './product-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
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

/** Saving without an id creates (`add`), with one changes (`edit`). */
const saveAction =
  (key: 'product_list' | 'brand_list') =>
  (input: { id?: string }): PermissionRule => ({ key, action: input.id ? 'edit' : 'add' })
const wording = productWording

export async function productRoutes(app: FastifyInstance) {
  query(app, {
    method: 'POST',
    path: GOODS_PATHS.categoryList,
    permission: READ_MODELS,
    run: (db, caller) => categoryTree(db, caller.did),
  })
  mutation(app, {
    path: GOODS_PATHS.categorySave,
    permission: addOrEdit('product_list'),
    permissionFor: saveAction('product_list'),
    body: categorySaveSchema,
    wording,
    idempotency: 'optional',
    run: saveCategory,
  })
  mutation(app, {
    path: '/product/category/remove/:id',
    permission: { key: 'product_list', action: 'delete' },
    params: idParams,
    idempotency: 'optional',
    run: (tx, caller, { id }) => removeCategory(tx, caller, id),
  })

  query(app, {
    method: 'POST',
    path: GOODS_PATHS.productList,
    permission: READ_MODELS,
    body: productListSchema,
    wording,
    run: async (db, caller, params) => pageOf(params, await listProducts(db, caller.did, params)),
  })
  const byId = <R>(path: string, read: (db: Database, did: string, id: string) => Promise<R | null | undefined>) =>
    query(app, {
      path,
      permission: READ_MODELS,
      params: idParams,
      run: async (db, caller, { id }) => {
        const found = await read(db, caller.did, id)
        if (!found) throw notFound('what.product')
        return found
      },
    })
  byId('/product/detail/:id', productDetail)
  byId('/product/spec/:id', productSpecList)
  byId('/product/side/:id', productSideList)
  mutation(app, {
    path: GOODS_PATHS.productSave,
    permission: addOrEdit('product_list'),
    permissionFor: saveAction('product_list'),
    body: productSaveSchema,
    wording,
    idempotency: 'optional',
    run: saveProduct,
  })
  mutation(app, {
    path: '/product/remove/:id',
    permission: { key: 'product_list', action: 'delete' },
    params: idParams,
    idempotency: 'optional',
    run: (tx, caller, { id }) => removeProduct(tx, caller, id),
  })

  query(app, {
    method: 'POST',
    path: GOODS_PATHS.brandList,
    permission: { key: 'brand_list', action: 'query' },
    body: brandListSchema,
    wording,
    run: async (db, caller, params) => pageOf(params, await listBrands(db, caller.did, params)),
  })
  mutation(app, {
    path: GOODS_PATHS.brandSave,
    permission: addOrEdit('brand_list'),
    permissionFor: saveAction('brand_list'),
    body: brandSaveSchema,
    wording,
    idempotency: 'optional',
    run: saveBrand,
  })
  mutation(app, {
    path: '/product/brand/remove/:id',
    permission: { key: 'brand_list', action: 'delete' },
    params: idParams,
    idempotency: 'optional',
    run: (tx, caller, { id }) => removeBrand(tx, caller, id),
  })
}
