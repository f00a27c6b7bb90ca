// goods.status: change the status of one goods — POST /goods/status with `{ id, status, version }`.
// A bulk change queues one of these per goods, so each goods keeps its own order, conflict and
// retry (the server's bulk form is all or nothing; the outbox's unit is the entity). The server's
// answer updates the device's goods mirror.

import type { GoodsRow, GoodsStatus } from '../../../contract/goods'
import { GOODS_PATHS } from '../../../contract/offline-paths'
import { putGoodsRows } from '../../mirror/goods-rows'
import { defineOperation } from '../operation'

/** The single form of goodsStatusSchema: the goods, its new status and the version it was based on. */
export type GoodsStatusPayload = { id: string; status: GoodsStatus; version: number }

export const goodsEntity = (goodsId: string) => `goods:${goodsId}`

/** The server answers a single change with a list of one row, a 412 with the current row. */
function rowOf(serverRow: unknown): GoodsRow | null {
  const row = Array.isArray(serverRow) ? serverRow[0] : serverRow
  return row && typeof row === 'object' ? (row as GoodsRow) : null
}

export const goodsStatusOperation = defineOperation<GoodsStatusPayload>({
  name: 'goods.status',
  path: GOODS_PATHS.status,
  entityOf: (payload) => goodsEntity(payload.id),
  versionOf: (payload) => payload.version ?? null,
  rebase: (payload, serverRow) => ({ ...payload, version: rowOf(serverRow)?.version ?? payload.version }),
  // The mirror takes the server's row at once, so an offline list right after shows the change.
  applyDone: async (db, data) => {
    const row = rowOf(data)
    if (row) await putGoodsRows(db, [row])
  },
  applyServerRow: async (db, serverRow) => {
    const row = rowOf(serverRow)
    if (row) await putGoodsRows(db, [row])
  },
})
