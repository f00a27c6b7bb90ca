// A factory's accepted purchase order becomes a production job (issue 5): the lines of the
// purchase order, due two days after acceptance. Called in the transaction that accepts it; a
// rejection of the purchase order withdraws its jobs in the transaction that rejects it.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import type { ProductionLine } from '../../../src/contract/production'
import { distributors, type PurchaseOrderRecord, productionJobs, purchaseOrderLines } from '../../db/schema'
import type { Database } from '../../db/types'
import { newId } from '../../lib/ids'
import { newJobNo } from './job-numbers'
import { designsOfSaleLines } from './line-designs'
import { addJobHistory } from './production-mutations'

export const DUE_AFTER_MS = 2 * 86_400_000

/** Makes the job when the purchase order is addressed to a factory (not to a plain supplier). */
export async function jobForAcceptedPurchase(
  tx: Database,
  order: PurchaseOrderRecord,
  by: string,
  now = new Date(),
): Promise<string | null> {
  const [addressee] = await tx
    .select({ type: distributors.type })
    .from(distributors)
    .where(eq(distributors.id, order.supplierId))
  if (addressee?.type !== ACCOUNT_TYPE.manufacturer) return null
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, order.id))
    .orderBy(asc(purchaseOrderLines.sort))
  const designOf = await designsOfSaleLines(
    tx,
    lines.flatMap((line) => (line.saleLineId ? [line.saleLineId] : [])),
  )
  const jobLines: ProductionLine[] = lines.map((line) => {
    const design = line.saleLineId ? designOf.get(line.saleLineId) : undefined
    return {
      title: line.title,
      sku: line.sku,
      image: line.image,
      spec: line.spec,
      quantity: line.quantity,
      ...(design ? { design } : {}),
    }
  })
  const id = newId(now.getTime())
  await tx.insert(productionJobs).values({
    id,
    factoryId: order.supplierId,
    distributorId: order.did,
    purchaseOrderId: order.id,
    jobNo: await newJobNo(tx, order.supplierId),
    stage: 'queued',
    lines: jobLines,
    itemCount: jobLines.reduce((sum, line) => sum + line.quantity, 0),
    dueAt: new Date(now.getTime() + DUE_AFTER_MS),
    createdAt: now,
    updatedAt: now,
  })
  await addJobHistory(tx, { jobId: id, by, from: null, to: 'queued', at: now })
  return id
}

/**
 * Withdraws the jobs of a rejected purchase order: kept as tombstones (`deleted_at`, version + 1)
 * so the mirrors of the floor's tablets learn of it by their next delta and drop them.
 */
export async function withdrawJobsOf(tx: Database, factoryId: string, purchaseOrderId: string): Promise<number> {
  const withdrawn = await tx
    .update(productionJobs)
    .set({ deletedAt: new Date(), version: sql`${productionJobs.version} + 1` })
    .where(
      and(
        eq(productionJobs.factoryId, factoryId),
        eq(productionJobs.purchaseOrderId, purchaseOrderId),
        isNull(productionJobs.deletedAt),
      ),
    )
    .returning({ id: productionJobs.id })
  return withdrawn.length
}
