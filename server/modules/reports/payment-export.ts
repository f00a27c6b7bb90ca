// Marks payment records exported (issue 20 item 4): exactly the ids the export wrote, of the
// caller's tenant, in one transaction; a record already exported stays as it was, so exporting
// again (or a replay with the same Idempotency-Key, answered from the key) changes nothing.
import { and, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import type { PaymentExportMarked } from '../../../src/contract/payment-export'
import { salePayments } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'

export async function markPaymentsExported(
  tx: Database,
  did: string,
  ids: readonly string[],
): Promise<PaymentExportMarked> {
  const unique = [...new Set(ids)]
  // Locked in id order, so two exports of overlapping records cannot deadlock.
  const rows = await tx
    .select({ id: salePayments.id, exported: salePayments.exported })
    .from(salePayments)
    .where(and(eq(salePayments.did, did), inArray(salePayments.id, unique)))
    .orderBy(salePayments.id)
    .for('update')
  // Another tenant's id counts as a made-up one; nothing is marked then (all or nothing).
  if (rows.length !== unique.length) {
    throw new AppError(ErrorCode.NOT_FOUND, 'paymentExport.unknownIds', {
      params: { count: unique.length - rows.length },
    })
  }
  const toMark = rows.filter((row) => !row.exported).map((row) => row.id)
  if (toMark.length > 0) {
    await tx
      .update(salePayments)
      .set({ exported: true })
      .where(and(eq(salePayments.did, did), inArray(salePayments.id, toMark)))
  }
  return { marked: toMark.length, alreadyExported: rows.length - toMark.length }
}
