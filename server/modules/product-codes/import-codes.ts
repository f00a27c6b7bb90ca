// One batch of an import: every row's check digit and length verified, duplicates in the batch
// and codes the pool already has refused per row with the reason; the good rows go in together.
import { and, eq, inArray } from 'drizzle-orm'
import { parseGtin } from '../../../src/contract/gtin'
import type { ProductCodeImportInput, ProductCodeImportResult } from '../../../src/contract/product-codes'
import { productCodes } from '../../db/schema'
import type { Database } from '../../db/types'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'

export async function importCodes(
  tx: Database,
  caller: SessionAccount,
  input: ProductCodeImportInput,
): Promise<ProductCodeImportResult> {
  const refused: ProductCodeImportResult['refused'] = []
  const accepted = new Map<string, { rowNo: number; code: string; kind: string }>()
  for (const row of input.rows) {
    const parsed = parseGtin(row.code)
    if (!parsed.ok) {
      refused.push({ rowNo: row.rowNo, code: row.code, reason: parsed.problem, expected: parsed.expected })
    } else if (accepted.has(parsed.gtin14)) {
      refused.push({ rowNo: row.rowNo, code: parsed.code, reason: 'duplicateInFile' })
    } else {
      accepted.set(parsed.gtin14, { rowNo: row.rowNo, code: parsed.code, kind: parsed.kind })
    }
  }
  let inserted = 0
  if (accepted.size > 0) {
    const known = await tx
      .select({ gtin14: productCodes.gtin14 })
      .from(productCodes)
      .where(and(eq(productCodes.did, caller.did), inArray(productCodes.gtin14, [...accepted.keys()])))
    for (const { gtin14 } of known) {
      const row = accepted.get(gtin14)
      if (row) refused.push({ rowNo: row.rowNo, code: row.code, reason: 'alreadyInPool' })
      accepted.delete(gtin14)
    }
  }
  if (accepted.size > 0) {
    const values = [...accepted].map(([gtin14, row]) => ({
      id: newId(),
      did: caller.did,
      code: row.code,
      kind: row.kind,
      gtin14,
      importFile: input.fileName,
    }))
    // A concurrent import of the same codes lands first: those rows count as already in the pool.
    const written = await tx
      .insert(productCodes)
      .values(values)
      .onConflictDoNothing()
      .returning({ gtin14: productCodes.gtin14 })
    const done = new Set(written.map((row) => row.gtin14))
    for (const [gtin14, row] of accepted)
      if (!done.has(gtin14)) refused.push({ rowNo: row.rowNo, code: row.code, reason: 'alreadyInPool' })
    inserted = written.length
  }
  refused.sort((a, b) => a.rowNo - b.rowNo)
  return { inserted, refused }
}
