// Calls of manufacturer products (factories) and distribution supplier products (suppliers);
// the lists are named data sources (server/modules/ds/sources). Every change runs in one
// transaction through withIdempotency; who may change what is decided in the mutations.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  manufacturerProductSaveSchema,
  SUPPLY_PATHS,
  supplierProductSaveSchema,
  supplyStatusChangeSchema,
} from '../../../src/contract/supply'
import { notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { parseBody, parseParams } from '../../lib/validate'
import type { PermissionRule } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { assertPermission } from '../../plugins/permissions'
import { changeManufacturerStatus, saveManufacturerProduct } from './manufacturer-mutations'
import { manufacturerProductDetail } from './manufacturer-read'
import { saveSupplierProduct } from './supplier-mutations'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const guard = (permission: PermissionRule) => ({ config: { permission } })

export async function supplyRoutes(app: FastifyInstance) {
  app.post(
    SUPPLY_PATHS.manufacturerProductSave,
    guard([
      { key: 'manufacturer_product_list', action: 'add' },
      { key: 'manufacturer_product_list', action: 'edit' },
    ]),
    async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, manufacturerProductSaveSchema)
      // Creating needs `add`, changing needs `edit`.
      assertPermission(caller, { key: 'manufacturer_product_list', action: input.id ? 'edit' : 'add' })
      return withIdempotency(request, reply, (tx) => saveManufacturerProduct(tx, caller, input))
    },
  )

  app.post(
    SUPPLY_PATHS.manufacturerProductStatus,
    guard({ key: 'manufacturer_product_list', action: 'edit' }),
    async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, supplyStatusChangeSchema)
      return withIdempotency(request, reply, (tx) => changeManufacturerStatus(tx, caller, input))
    },
  )

  app.get(
    `${SUPPLY_PATHS.manufacturerProductDetail}/:id`,
    guard([
      { key: 'manufacturer_product_detail', action: 'get' },
      { key: 'manufacturer_product_list', action: 'get' },
    ]),
    async (request) => {
      const { id } = parseParams(request, idParams)
      const detail = await manufacturerProductDetail(app.db, callerOf(request), id)
      if (!detail) throw notFound('what.manufacturerProduct')
      return ok(request, detail)
    },
  )

  app.post(
    SUPPLY_PATHS.supplierProductSave,
    guard([
      { key: 'distribution_supplier_product_list', action: 'add' },
      { key: 'distribution_supplier_product_list', action: 'edit' },
    ]),
    async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, supplierProductSaveSchema)
      assertPermission(caller, { key: 'distribution_supplier_product_list', action: input.id ? 'edit' : 'add' })
      return withIdempotency(request, reply, (tx) => saveSupplierProduct(tx, caller, input))
    },
  )
}
