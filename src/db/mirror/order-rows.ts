// Writing server answers about orders into the mirror (list row + the detail the screen opens).
import type { SaleOrderDetail, SaleOrderRow, SaleRefundRow } from '../../contract/orders'
import type { AccountDb } from '../schema'

const ROW_KEYS: (keyof SaleOrderRow)[] = [
  'id',
  'orderNo',
  'platformOrderNo',
  'channel',
  'shopId',
  'shopName',
  'source',
  'status',
  'accepted',
  'buyerName',
  'country',
  'currency',
  'totalAmount',
  'itemCount',
  'lineCount',
  'expressCode',
  'trackingNo',
  'createdAt',
  'paidAt',
  'shipBy',
  'shippedAt',
  'updatedAt',
  'version',
]

export function rowOf(order: SaleOrderRow): SaleOrderRow {
  const row: Partial<SaleOrderRow> = {}
  for (const key of ROW_KEYS) copyField(row, order, key)
  return row as SaleOrderRow
}

function copyField<K extends keyof SaleOrderRow>(to: Partial<SaleOrderRow>, from: SaleOrderRow, key: K): void {
  to[key] = from[key]
}

/** A newer row replaces an older one only (a late answer must not undo a fresher sync). */
export async function putOrderRow(db: AccountDb, order: SaleOrderRow): Promise<void> {
  await db.transaction('rw', db.orders, db.orderDetails, async () => {
    const current = await db.orders.get(order.id)
    if (current && current.version > order.version) return
    await db.orders.put(rowOf(order))
    const detail = await db.orderDetails.get(order.id)
    if (detail && detail.detail.version < order.version) {
      await db.orderDetails.put({ ...detail, detail: { ...detail.detail, ...rowOf(order) } })
    }
  })
}

export async function putOrderDetail(db: AccountDb, detail: SaleOrderDetail | null | undefined): Promise<void> {
  if (!detail?.id) return
  await db.transaction('rw', db.orders, db.orderDetails, async () => {
    const current = await db.orders.get(detail.id)
    if (!current || current.version <= detail.version) await db.orders.put(rowOf(detail))
    await db.orderDetails.put({ id: detail.id, detail, savedAt: Date.now() })
  })
}

/** A refund the server just answered with; a newer mirrored row is kept (a late answer must not undo a sync). */
export async function putRefundRow(db: AccountDb, refund: SaleRefundRow): Promise<void> {
  await db.transaction('rw', db.refunds, async () => {
    const current = await db.refunds.get(refund.id)
    if (!current || current.version <= refund.version) await db.refunds.put(refund)
  })
}
