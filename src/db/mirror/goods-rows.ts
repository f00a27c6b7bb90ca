// Writing goods rows the server sent (a sync page or the answer to a queued change) into the mirror.
import type { GoodsRow } from '../../contract/goods'
import type { AccountDb, GoodsRecord } from '../schema'

function recordOf(row: GoodsRow): GoodsRecord {
  const { deleted: _deleted, ...record } = row
  return record
}

/** A newer row replaces an older one only (a late page must not undo a fresher answer); deleted goods leave. */
export async function putGoodsRows(db: AccountDb, rows: GoodsRow[]): Promise<void> {
  await db.transaction('rw', db.goods, async () => {
    const current = await db.goods.bulkGet(rows.map((row) => row.id))
    const fresher = rows.filter((row, index) => (current[index]?.version ?? -1) <= row.version)
    const gone = fresher.filter((row) => row.deleted || row.status === 'deleted')
    await db.goods.bulkDelete(gone.map((row) => row.id))
    await db.goods.bulkPut(fresher.filter((row) => !gone.includes(row)).map(recordOf))
  })
}
