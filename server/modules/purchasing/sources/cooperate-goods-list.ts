// cooperate_goods (paged): goods the distributor's cooperating suppliers and factories supply,
// with the last price and the open demand of orders waiting to ship (cooperate-goods.ts).
import { cooperateGoodsListSchema } from '../../../../src/contract/purchasing'
import { defineListSource } from '../../ds/public'
import { listCooperateGoods } from '../cooperate-goods'

export const cooperateGoodsListSource = defineListSource({
  name: 'cooperate_goods',
  params: cooperateGoodsListSchema,
  permission: { key: 'cooperate_goods_list', action: 'query' },
  handler: (params, ctx) => listCooperateGoods(ctx.db, ctx.account, params),
})
