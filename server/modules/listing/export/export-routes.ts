// Export records calls: ask for a channel's bulk-upload file (a job), the records of a channel,
// one record (progress), and its file streamed from disk — with the bearer token (API clients) or
// through a short-lived signed link the browser follows itself, so the file goes to disk without
// passing through the page's memory. `platform` lets the call in; the channel's key
// (platform_{channel}) is checked once the channel is known. Another tenant's record is not found.
import { createReadStream } from 'node:fs'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { API_BASE } from '../../../../src/contract/constants'
import type { Channel } from '../../../../src/contract/dictionaries'
import { ErrorCode } from '../../../../src/contract/errors'
import {
  EXPORT_KEEP_DAYS,
  type ExportLink,
  exportCreateSchema,
  exportIdSchema,
  exportLinkSchema,
  exportListSchema,
  LISTING_EXPORT_PATHS as P,
} from '../../../../src/contract/listing-export'
import type { ListingExportRecord } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'
import { pageOf } from '../../../lib/page'
import { mutation, query } from '../../../lib/route'
import { assertChannel, PLATFORM_READ } from '../access'
import { exportPaths, type FileType } from './export-file'
import { EXPORT_LINK_MS, readExportLink, signExportLink } from './export-link'
import { createExport, listExports, requireExport, toExportRow } from './export-records'
import './export-job'

const CONTENT_TYPES: Record<FileType, string> = {
  txt: 'text/tab-separated-values; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** The finished file of a record: its headers, then its bytes streamed from disk. */
function sendFile(app: FastifyInstance, record: ListingExportRecord, reply: FastifyReply) {
  if (record.state === 'expired')
    throw new AppError(ErrorCode.RULE, 'listingExport.expired', { params: { days: EXPORT_KEEP_DAYS } })
  if (record.state !== 'done') throw new AppError(ErrorCode.RULE, 'listingExport.notReady')
  const type = record.fileType as FileType
  const { final } = exportPaths(app.config.dataDir, record.did, record.id, type)
  reply
    .header('content-type', CONTENT_TYPES[type])
    .header('content-length', String(record.size))
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(record.fileName)}`)
  return reply.send(createReadStream(final))
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
  query(app, {
    path: P.download,
    permission: PLATFORM_READ,
    query: exportIdSchema,
    answer: 'raw',
    run: async (db, caller, { id }, { reply }) => {
      const record = await requireExport(db, caller.did, id)
      assertChannel(caller, record.channel as Channel, ['query', 'get'])
      return sendFile(app, record, reply)
    },
  })
  // A signed address of the file, good for a minute: the screen asks for it (session, permission,
  // tenant and channel checked here) and hands it to the browser, which downloads straight to disk.
  query(app, {
    path: P.link,
    permission: PLATFORM_READ,
    query: exportIdSchema,
    run: async (db, caller, { id }): Promise<ExportLink> => {
      const record = await requireExport(db, caller.did, id)
      assertChannel(caller, record.channel as Channel, ['query', 'get'])
      if (record.state === 'expired')
        throw new AppError(ErrorCode.RULE, 'listingExport.expired', { params: { days: EXPORT_KEEP_DAYS } })
      if (record.state !== 'done') throw new AppError(ErrorCode.RULE, 'listingExport.notReady')
      const now = Date.now()
      const token = signExportLink(app.config, { id, did: caller.did }, now)
      return {
        url: `${API_BASE}${P.file}?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(now + EXPORT_LINK_MS).toISOString(),
      }
    },
  })
  // Public: the signed token is the permission, and it names the tenant it was made for.
  query(app, {
    path: P.file,
    public: true,
    query: exportLinkSchema,
    answer: 'raw',
    run: async (db, _caller, { token }, { reply }) => {
      const granted = readExportLink(app.config, token)
      if (!granted) throw new AppError(ErrorCode.NOT_FOUND, 'listingExport.linkInvalid')
      return sendFile(app, await requireExport(db, granted.did, granted.id), reply)
    },
  })
}
