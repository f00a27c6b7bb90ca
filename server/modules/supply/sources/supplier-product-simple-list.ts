// distribution_supplier_product_simple_list (value): { value, text } options of the supplied
// products the caller may see (SPEC.md §7 dictionary-style list).
import { z } from 'zod'
import { SUPPLY_SOURCES } from '../../../../src/contract/supply'
import { defineSource } from '../../ds/public'
import { supplierProductOptions } from '../supplier-read'
import { SUPPLIER_PRODUCT_READERS } from './supplier-product-list'

export const supplierProductSimpleListSource = defineSource('value', {
  name: SUPPLY_SOURCES.supplierProductSimple,
  params: z.object({}),
  permission: SUPPLIER_PRODUCT_READERS,
  handler: (_params, ctx) => supplierProductOptions(ctx.db, ctx.account),
})
