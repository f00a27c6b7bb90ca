// Payment records (/sale/unpaid/export/list): an export marks the exported records on the server,
// once (issue 20 item 4). The client sends the ids it wrote into the file, in chunks.
import { z } from 'zod'

export const PAYMENT_EXPORT_PATHS = {
  mark: '/sale/payment/export/mark',
} as const

/** Ids per call: a 100,000-row export marks in 50 calls rather than one 3 MB body. */
export const PAYMENT_MARK_CHUNK = 2000

export const paymentExportMarkSchema = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(PAYMENT_MARK_CHUNK),
})

export interface PaymentExportMarked {
  /** Records this call turned from not exported to exported. */
  marked: number
  /** Records that were already exported (an earlier export, or a replay of this one). */
  alreadyExported: number
}
