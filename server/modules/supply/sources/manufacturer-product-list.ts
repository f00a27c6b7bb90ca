// manufacturer_product_list (paged): a factory's own products, or for a distributor the enabled
// products of the factories bound to it ("Global factories"), by country, category, factory, keyword.
import { manufacturerProductListSchema, SUPPLY_SOURCES } from '../../../../src/contract/supply'
import { defineListSource } from '../../ds/public'
import { listManufacturerProducts } from '../manufacturer-read'

export const manufacturerProductListSource = defineListSource({
  name: SUPPLY_SOURCES.manufacturerProducts,
  params: manufacturerProductListSchema,
  permission: [
    { key: 'manufacturer_product_list', action: 'query' },
    { key: 'factory_product_list', action: 'query' },
  ],
  handler: (params, ctx) => listManufacturerProducts(ctx.db, ctx.account, params),
})
