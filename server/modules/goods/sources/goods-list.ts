// goods (paged): the tenant's goods with status, shop, channel, brand, category, keyword and
// `updatedSince` (delta sync, deletions flagged) filters; also the new-goods list (`isNew`).
import { goodsListSchema } from '../../../../src/contract/goods'
import { defineListSource } from '../../ds/public'
import { listGoods } from '../goods-read'

export const goodsListSource = defineListSource({
  name: 'goods',
  params: goodsListSchema,
  permission: [
    { key: 'goods_list', action: 'query' },
    { key: 'goods_new', action: 'query' },
  ],
  handler: (params, ctx) => listGoods(ctx.db, ctx.tenant, params),
})
