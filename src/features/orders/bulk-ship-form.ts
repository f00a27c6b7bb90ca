// The bulk-ship form's rules, from the contract's shipOrderSchema: each row needs an express
// company and a valid tracking number (SPEC: a shipped order needs both).
import { shipOrderSchema, trackingNoSchema } from '../../contract/orders'

export interface BulkShipRow {
  orderId: string
  orderNo: string
  version: number
  expressCode: string
  trackingNo: string
}

export type BulkShipRowError = { expressCode?: 'required'; trackingNo?: 'required' | 'format' | 'duplicate' }

export function validateBulkShip(rows: readonly BulkShipRow[]): Record<string, BulkShipRowError> {
  const errors: Record<string, BulkShipRowError> = {}
  const seen = new Map<string, number>()
  for (const row of rows) {
    const tracking = row.trackingNo.trim().toUpperCase()
    if (tracking) seen.set(tracking, (seen.get(tracking) ?? 0) + 1)
  }
  for (const row of rows) {
    const error: BulkShipRowError = {}
    if (!row.expressCode.trim()) error.expressCode = 'required'
    const tracking = row.trackingNo.trim()
    if (!tracking) error.trackingNo = 'required'
    else if (!trackingNoSchema.safeParse(tracking).success) error.trackingNo = 'format'
    // Two orders in one parcel is rare enough that a repeated number is almost always a typo.
    else if ((seen.get(tracking.toUpperCase()) ?? 0) > 1) error.trackingNo = 'duplicate'
    if (error.expressCode || error.trackingNo) errors[row.orderId] = error
  }
  return errors
}

/** The bulk call's items; only valid rows reach here (the schema parse is the last guard). */
export function bulkShipItems(rows: readonly BulkShipRow[]) {
  return rows.map((row) =>
    shipOrderSchema.parse({
      orderId: row.orderId,
      expressCode: row.expressCode,
      trackingNo: row.trackingNo.trim(),
      version: row.version,
    }),
  )
}
