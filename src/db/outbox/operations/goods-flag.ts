// goods.recommend / goods.brandRecommend: set one flag of one goods — POST /goods/recommend or
// /goods/brand/recommend with `{ id, value }`. Setting a flag carries no version (the last word
// wins), so the entry's base version is the version the screen showed (NewIntent.baseVersion):
// a status change queued behind it builds on it. Bulk flags queue one entry per goods, so each
// goods keeps its own order, retry and refusal. The server's rows go into the goods mirror.

import type { GoodsRow } from '../../../contract/goods'
import { GOODS_PATHS } from '../../../contract/offline-paths'
import { putGoodsRows } from '../../mirror/goods-rows'
import { defineOperation } from '../operation'
import { goodsEntity } from './goods-status'

export type GoodsFlagPayload = { id: string; value: boolean }

const rowsOf = (data: unknown): GoodsRow[] =>
  (Array.isArray(data) ? data : [data]).filter((row): row is GoodsRow => !!row && typeof row === 'object')

function flagOperation(name: string, path: string) {
  return defineOperation<GoodsFlagPayload>({
    name,
    path,
    entityOf: (payload) => goodsEntity(payload.id),
    versionOf: () => null,
    rebase: (payload) => payload,
    applyDone: async (db, data) => putGoodsRows(db, rowsOf(data)),
    applyServerRow: async (db, serverRow) => putGoodsRows(db, rowsOf(serverRow)),
  })
}

export const goodsRecommendOperation = flagOperation('goods.recommend', GOODS_PATHS.recommend)
export const goodsBrandRecommendOperation = flagOperation('goods.brandRecommend', GOODS_PATHS.brandRecommend)
