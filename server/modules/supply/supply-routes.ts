// Calls of manufacturer products (factories) and distribution supplier products (suppliers);
// the lists are named data sources (server/modules/supply/sources). Every change is a declared
// mutation in one transaction (server/lib/route.ts); who may change what is decided in the mutations.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  manufacturerProductSaveSchema,
  SUPPLY_PATHS,
  supplierProductSaveSchema,
  supplyStatusChangeSchema,
} from '../../../src/contract/supply'
import { notFound } from '../../lib/app-error'
import { mutation, query } from '../../lib/route'
import type { PermissionRule } from '../../plugins/access-types'
import { changeManufacturerStatus, saveManufacturerProduct } from './manufacturer-mutations'
import { manufacturerProductDetail } from './manufacturer-read'
import { saveSupplierProduct } from './supplier-mutations'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
/** Creating needs `add`, changing needs `edit`: the route lets either in, `permissionFor` checks which. */
const addOrEdit = (key: 'manufacturer_product_list' | 'distribution_supplier_product_list'): PermissionRule => [
  { key, action: 'add' },
  { key, action: 'edit' },
]
const saveAction =
  (key: 'manufacturer_product_list' | 'distribution_supplier_product_list') =>
  (input: { id?: string }): PermissionRule => ({ key, action: input.id ? 'edit' : 'add' })

export async function supplyRoutes(app: FastifyInstance) {
  mutation(app, {
    path: SUPPLY_PATHS.manufacturerProductSave,
    permission: addOrEdit('manufacturer_product_list'),
    permissionFor: saveAction('manufacturer_product_list'),
    body: manufacturerProductSaveSchema,
    idempotency: 'optional',
    run: saveManufacturerProduct,
  })

  mutation(app, {
    path: SUPPLY_PATHS.manufacturerProductStatus,
    permission: { key: 'manufacturer_product_list', action: 'edit' },
    body: supplyStatusChangeSchema,
    idempotency: 'optional',
    run: changeManufacturerStatus,
  })

  query(app, {
    path: `${SUPPLY_PATHS.manufacturerProductDetail}/:id`,
    permission: [
      { key: 'manufacturer_product_detail', action: 'get' },
      { key: 'manufacturer_product_list', action: 'get' },
    ],
    params: idParams,
    run: async (db, caller, { id }) => {
      const detail = await manufacturerProductDetail(db, caller, id)
      if (!detail) throw notFound('what.manufacturerProduct')
      return detail
    },
  })

  mutation(app, {
    path: SUPPLY_PATHS.supplierProductSave,
    permission: addOrEdit('distribution_supplier_product_list'),
    permissionFor: saveAction('distribution_supplier_product_list'),
    body: supplierProductSaveSchema,
    idempotency: 'optional',
    run: saveSupplierProduct,
  })
}
