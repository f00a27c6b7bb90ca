// goods_comment (paged): buyers' reviews of the tenant's goods.
import { goodsCommentListSchema } from '../../../../src/contract/orders'
import { defineListSource } from '../../ds/public'
import { listComments } from '../comment-read'

export const goodsCommentListSource = defineListSource({
  name: 'goods_comment',
  params: goodsCommentListSchema,
  permission: { key: 'goods_comment', action: 'query' },
  handler: (params, ctx) => listComments(ctx.db, ctx.tenant, params),
})
