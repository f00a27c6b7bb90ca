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
import { parseBody } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { importBatch } from './import-batch'
import { createImport } from './import-records'

export async function importRoutes(app: FastifyInstance) {
  for (const kind of IMPORT_KINDS) {
    const config = { permission: { key: IMPORT_PERMISSIONS[kind], action: 'import' as const } }
    app.post(IMPORT_PATHS.start(kind), { config }, async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, importStartSchema)
      return withIdempotency(request, reply, (tx) => createImport(tx, caller, kind, input))
    })
    app.post(IMPORT_PATHS.batch(kind), { config }, async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, importBatchSchema)
      return withIdempotency(request, reply, (tx) => importBatch(tx, caller, kind, input, request.locale))
    })
  }
}
