// goods.recommend / goods.brandRecommend: set one flag of one goods — POST /goods/recommend or
// /goods/brand/recommend with `{ id, value }`. Setting a flag carries no version (the last word
// wins), so the entry's base version is the version the screen showed (NewIntent.baseVersion):
// a status change queued behind it builds on it. Bulk flags queue one entry per goods, so each
// goods keeps its own order, retry and refusal. The server's rows go into the goods mirror.
import { GOODS_PATHS } from '../../../contract/offline-paths'
import { putGoodsRows } from '../../mirror/goods-rows'
import { defineOperation } from '../operation'
import { goodsRowsOf } from '../server-row'
import { goodsEntity } from './goods-status'

export type GoodsFlagPayload = { id: string; value: boolean }

function flagOperation(name: string, path: string) {
  return defineOperation<GoodsFlagPayload>({
    name,
    path,
    entityOf: (payload) => goodsEntity(payload.id),
    versionOf: () => null,
    rebase: (payload) => payload,
    applyDone: async (db, data) => putGoodsRows(db, goodsRowsOf(data)),
    applyServerRow: async (db, serverRow) => putGoodsRows(db, goodsRowsOf(serverRow)),
  })
}

export const goodsRecommendOperation = flagOperation('goods.recommend', GOODS_PATHS.recommend)
export const goodsBrandRecommendOperation = flagOperation('goods.brandRecommend', GOODS_PATHS.brandRecommend)
