// distribution_supplier_product_by_product_ids (value): the supplied products of the given
// product models, `productIds` comma-joined (SPEC.md §7), that the caller may see.
import { SUPPLY_SOURCES, supplierProductsByProductIdsSchema } from '../../../../src/contract/supply'
import { defineSource } from '../../ds/public'
import { supplierProductsByProductIds } from '../supplier-read'
import { SUPPLIER_PRODUCT_READERS } from './supplier-product-list'

export const supplierProductByProductIdsSource = defineSource('value', {
  name: SUPPLY_SOURCES.supplierProductsByProductIds,
  params: supplierProductsByProductIdsSchema,
  permission: SUPPLIER_PRODUCT_READERS,
  handler: (params, ctx) => supplierProductsByProductIds(ctx.db, ctx.account, params.productIds),
})
