// Export records calls: ask for a channel's bulk-upload file (a job), the records of a channel,
// one record (progress), and its file streamed from disk. `platform` lets the call in; the
// channel's key (platform_{channel}) is checked once the channel is known. Another tenant's record
// is not found.
import { createReadStream } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { Channel } from '../../../../src/contract/dictionaries'
import { ErrorCode } from '../../../../src/contract/errors'
import {
  exportCreateSchema,
  exportIdSchema,
  exportListSchema,
  LISTING_EXPORT_PATHS as P,
} from '../../../../src/contract/listing-export'
import { AppError } from '../../../lib/app-error'
import { pageOf } from '../../../lib/page'
import { mutation, query } from '../../../lib/route'
import { parseQuery } from '../../../lib/validate'
import { callerOf } from '../../../plugins/auth'
import { assertChannel, PLATFORM_READ } from '../access'
import { exportPaths, type FileType } from './export-file'
import { createExport, listExports, requireExport, toExportRow } from './export-records'
import './export-job'

const CONTENT_TYPES: Record<FileType, string> = {
  txt: 'text/tab-separated-values; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export async function exportRoutes(app: FastifyInstance) {
  mutation(app, {
    path: P.create,
    permission: { key: 'platform', action: 'export' },
    body: exportCreateSchema,
    wording: (issue) => (issue.message === 'rule.listingExport.oneSource' ? 'rule.listingExport.oneSource' : null),
    idempotency: 'required',
    run: async (tx, caller, input, { reply }) => {
      assertChannel(caller, input.channel, ['export'])
      const answer = await createExport(tx, caller, input)
      reply.raw.once('finish', () => app.jobs.wake())
      return answer
    },
  })
  query(app, {
    path: P.list,
    method: 'POST',
    permission: PLATFORM_READ,
    body: exportListSchema,
    run: async (db, caller, input) => {
      assertChannel(caller, input.channel, ['query', 'get'])
      return pageOf(input, await listExports(db, caller.did, input))
    },
  })
  query(app, {
    path: P.detail,
    permission: PLATFORM_READ,
    query: exportIdSchema,
    run: async (db, caller, { id }) => {
      const record = await requireExport(db, caller.did, id)
      assertChannel(caller, record.channel as Channel, ['query', 'get'])
      return toExportRow(record)
    },
  })
  // The file itself: streamed from disk with its length, never read into memory.
  app.get(P.download, { config: { permission: [...PLATFORM_READ] } }, async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseQuery(request, exportIdSchema)
    const record = await requireExport(app.db, caller.did, id)
    assertChannel(caller, record.channel as Channel, ['query', 'get'])
    if (record.state !== 'done') throw new AppError(ErrorCode.RULE, 'listingExport.notReady')
    const type = record.fileType as FileType
    const { final } = exportPaths(app.config.dataDir, record.did, record.id, type)
    reply
      .header('content-type', CONTENT_TYPES[type])
      .header('content-length', String(record.size))
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(record.fileName)}`)
    return reply.send(createReadStream(final))
  })
}
