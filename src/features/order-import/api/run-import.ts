// Runs an import: POST /platform/sale/import/{kind}/start, then one POST per batch (each with its
// own Idempotency-Key, so a retried batch is never imported twice), reporting progress as it goes.
// A batch that fails on the network is retried a few times with the same key; the import stops
// at a batch the server refuses, keeping what earlier batches did.
import {
  IMPORT_PATHS,
  type ImportBatchResult,
  type ImportKind,
  type ImportRowResult,
  type SaleImportRow,
} from '../../../contract/order-import'
import { apiFetch } from '../../../lib/api-client'
import { ApiError } from '../../../lib/api-error'
import { type MappedRow, toBatches } from '../mapping'

export interface ImportProgress {
  doneRows: number
  totalRows: number
  results: ImportRowResult[]
  record: SaleImportRow | null
}

const RETRIES = 3

async function postBatch(kind: ImportKind, body: Record<string, unknown>, key: string): Promise<ImportBatchResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiFetch<ImportBatchResult>(IMPORT_PATHS.batch(kind), { body, idempotencyKey: key, silent: true })
    } catch (error) {
      const retriable =
        error instanceof ApiError && (error.isNetworkError || error.status >= 500 || error.status === 409)
      if (!retriable || attempt >= RETRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt))
    }
  }
}

export async function runImport(
  kind: ImportKind,
  fileName: string,
  rows: readonly MappedRow[],
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportProgress> {
  const record = await apiFetch<SaleImportRow>(IMPORT_PATHS.start(kind), {
    body: { fileName, totalRows: rows.length },
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  })
  const progress: ImportProgress = { doneRows: 0, totalRows: rows.length, results: [], record }
  onProgress({ ...progress })
  for (const batch of toBatches(rows)) {
    if (signal?.aborted) break
    const body = { importId: record.id, rows: batch.map((row) => ({ rowNo: row.rowNo, ...row.raw })) }
    const answer = await postBatch(kind, body, crypto.randomUUID())
    progress.results = [...progress.results, ...answer.results]
    progress.doneRows += batch.length
    progress.record = answer.import
    onProgress({ ...progress })
  }
  return progress
}
