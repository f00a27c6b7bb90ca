// goods.status: change the status of one goods — POST /goods/status with `{ id, status, version }`.
// A bulk change queues one of these per goods, so each goods keeps its own order, conflict and
// retry (the server's bulk form is all or nothing; the outbox's unit is the entity). The server's
// answer (a list of one row; a 412 carries the current row) updates the device's goods mirror.
import type { GoodsStatus } from '../../../contract/goods'
import { GOODS_PATHS } from '../../../contract/offline-paths'
import { putGoodsRows } from '../../mirror/goods-rows'
import { defineOperation } from '../operation'
import { goodsRowOf } from '../server-row'

/** The single form of goodsStatusSchema: the goods, its new status and the version it was based on. */
export type GoodsStatusPayload = { id: string; status: GoodsStatus; version: number }

export const goodsEntity = (goodsId: string) => `goods:${goodsId}`

export const goodsStatusOperation = defineOperation<GoodsStatusPayload>({
  name: 'goods.status',
  path: GOODS_PATHS.status,
  entityOf: (payload) => goodsEntity(payload.id),
  versionOf: (payload) => payload.version ?? null,
  rebase: (payload, serverRow) => ({ ...payload, version: goodsRowOf(serverRow)?.version ?? payload.version }),
  // The mirror takes the server's row at once, so an offline list right after shows the change.
  applyDone: async (db, data) => {
    const row = goodsRowOf(data)
    if (row) await putGoodsRows(db, [row])
  },
  applyDoneMany: async (db, done) => {
    const rows = done.map(({ data }) => goodsRowOf(data)).filter((row) => row !== null)
    if (rows.length > 0) await putGoodsRows(db, rows)
  },
  applyServerRow: async (db, serverRow) => {
    const row = goodsRowOf(serverRow)
    if (row) await putGoodsRows(db, [row])
  },
})
