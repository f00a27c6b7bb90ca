// POST /sale/payment/export/mark: the payment records an export wrote become "exported" on the
// server. Chunks of PAYMENT_MARK_CHUNK ids; each chunk's Idempotency-Key is made once per export,
// so a retry of a chunk whose answer was lost is answered from the key and marks nothing twice.
import { PAYMENT_EXPORT_PATHS, PAYMENT_MARK_CHUNK, type PaymentExportMarked } from '../../../contract/payment-export'
import { apiFetch } from '../../../lib/api-client'

export async function markPaymentsExported(ids: readonly string[], signal?: AbortSignal): Promise<PaymentExportMarked> {
  const exportId = crypto.randomUUID()
  const total: PaymentExportMarked = { marked: 0, alreadyExported: 0 }
  for (let start = 0, chunk = 0; start < ids.length; start += PAYMENT_MARK_CHUNK, chunk += 1) {
    const answer = await apiFetch<PaymentExportMarked>(PAYMENT_EXPORT_PATHS.mark, {
      body: { ids: ids.slice(start, start + PAYMENT_MARK_CHUNK) },
      idempotencyKey: `${exportId}:${chunk}`,
      signal,
      silent: true,
    })
    total.marked += answer.marked
    total.alreadyExported += answer.alreadyExported
  }
  return total
}
