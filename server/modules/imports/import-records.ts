// Import records: create one when a file's import starts, read them for the screen (the
// `sale_import` data source) and lock one while a batch adds to its counts.
import { and, count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { ImportKind, SaleImportRow, saleImportListSchema } from '../../../src/contract/order-import'
import { type SaleImportRecord, saleImports } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow } from '../../db/versioned'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'

export function toImportRow(row: SaleImportRecord): SaleImportRow {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.fileName,
    by: row.by,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    createdOrders: row.createdOrders,
    duplicateOrders: row.duplicateOrders,
    failedRows: row.failedRows,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function createImport(
  tx: Database,
  caller: SessionAccount,
  kind: ImportKind,
  input: { fileName: string; totalRows: number },
): Promise<SaleImportRow> {
  const [row] = await tx
    .insert(saleImports)
    .values({
      id: newId(),
      did: caller.did,
      accountId: caller.id,
      by: caller.username,
      kind,
      fileName: input.fileName,
      totalRows: input.totalRows,
    })
    .returning()
  return toImportRow(row as SaleImportRecord)
}

/** The tenant's import of this kind, locked for the batch; another tenant's or kind's is 404. */
export const lockImport = (tx: Database, did: string, kind: ImportKind, id: string) =>
  lockRow(tx, saleImports, did, id, {
    what: 'what.saleImport',
    current: toImportRow,
    where: eq(saleImports.kind, kind),
  })

export async function listImports(db: Database, did: string, params: z.output<typeof saleImportListSchema>) {
  const where = params.kind
    ? and(eq(saleImports.did, did), eq(saleImports.kind, params.kind))
    : eq(saleImports.did, did)
  const order = params.sortOrder === 'ascend' ? saleImports.createdAt : desc(saleImports.createdAt)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(saleImports)
      .where(where)
      .orderBy(order, desc(saleImports.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(saleImports).where(where),
  ])
  return { list: rows.map(toImportRow), total: total?.n ?? 0 }
}
