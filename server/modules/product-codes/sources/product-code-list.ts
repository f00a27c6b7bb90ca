// product_code_list (paged, POST /ds/list/product_code_list): the tenant's code pool, searchable
// by code and by goods, for the product codes screen and its export.
import {
  PRODUCT_CODE_PERMISSION,
  PRODUCT_CODE_SOURCES,
  productCodeListSchema,
} from '../../../../src/contract/product-codes'
import { defineListSource } from '../../ds/public'
import { listCodes } from '../read'

export const productCodeListSource = defineListSource({
  name: PRODUCT_CODE_SOURCES.list,
  params: productCodeListSchema,
  permission: { key: PRODUCT_CODE_PERMISSION, action: 'query' },
  handler: (params, ctx) => listCodes(ctx.db, ctx.tenant, params),
})
