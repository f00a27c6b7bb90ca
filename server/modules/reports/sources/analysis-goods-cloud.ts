// analysis_goods_cloud (value): best-selling goods titles for the analysis tag cloud.
import { goodsCloudSchema } from '../../../../src/contract/reports'
import { defineSource } from '../../ds/public'
import { ANALYSIS_PERMISSION } from '../access'
import { goodsCloud } from '../goods-cloud'

export const analysisGoodsCloudSource = defineSource('value', {
  name: 'analysis_goods_cloud',
  params: goodsCloudSchema,
  permission: ANALYSIS_PERMISSION,
  handler: (params, ctx) => goodsCloud(ctx.db, ctx.tenant, params),
})
