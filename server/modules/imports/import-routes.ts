// Order import calls, one pair per kind so each checks its own permission key (action `import`):
//   POST /platform/sale/import/{kind}/start  { fileName, totalRows } → the import record
//   POST /platform/sale/import/{kind}        { importId, rows }      → per-row results + totals
// Both take an Idempotency-Key; a batch is one transaction (orders, lines, history, the dedupe
// ledger and the record's counts together), so a replayed batch changes nothing twice.
import type { FastifyInstance } from 'fastify'
import {
  IMPORT_KINDS,
  IMPORT_PATHS,
  IMPORT_PERMISSIONS,
  importBatchSchema,
  importStartSchema,
} from '../../../src/contract/order-import'
import { mutation } from '../../lib/route'
import { importBatch } from './import-batch'
import { createImport } from './import-records'

export async function importRoutes(app: FastifyInstance) {
  for (const kind of IMPORT_KINDS) {
    const permission = { key: IMPORT_PERMISSIONS[kind], action: 'import' as const }
    mutation(app, {
      path: IMPORT_PATHS.start(kind),
      permission,
      body: importStartSchema,
      idempotency: 'optional',
      run: (tx, caller, input) => createImport(tx, caller, kind, input),
    })
    mutation(app, {
      path: IMPORT_PATHS.batch(kind),
      permission,
      body: importBatchSchema,
      idempotency: 'optional',
      run: (tx, caller, input, { request }) => importBatch(tx, caller, kind, input, request.locale),
    })
  }
}
