// distribution_supplier_product_list (paged): a supplier's own supplied products, or for a
// distributor the enabled ones of the suppliers bound to it (filter by supplier, keyword, status).
import { SUPPLY_SOURCES, supplierProductListSchema } from '../../../../src/contract/supply'
import { defineListSource } from '../../ds/public'
import { listSupplierProducts } from '../supplier-read'

export const SUPPLIER_PRODUCT_READERS = [
  { key: 'distribution_supplier_product_list', action: 'query' },
  { key: 'cooperate_goods_list', action: 'query' },
] as const

export const supplierProductListSource = defineListSource({
  name: SUPPLY_SOURCES.supplierProducts,
  params: supplierProductListSchema,
  permission: SUPPLIER_PRODUCT_READERS,
  handler: (params, ctx) => listSupplierProducts(ctx.db, ctx.account, params),
})
