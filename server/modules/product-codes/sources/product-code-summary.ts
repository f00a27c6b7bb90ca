// product_code_summary (POST /ds/product_code_summary): how many codes the pool holds, used and not.
import { z } from 'zod'
import { PRODUCT_CODE_PERMISSION, PRODUCT_CODE_SOURCES } from '../../../../src/contract/product-codes'
import { defineSource } from '../../ds/public'
import { summarizeCodes } from '../read'

export const productCodeSummarySource = defineSource('single', {
  name: PRODUCT_CODE_SOURCES.summary,
  params: z.object({}),
  permission: { key: PRODUCT_CODE_PERMISSION, action: 'query' },
  handler: (_params, ctx) => summarizeCodes(ctx.db, ctx.tenant),
})
