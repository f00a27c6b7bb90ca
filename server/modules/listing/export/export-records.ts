// Asking for an export and reading the records: the listings are fixed when it is asked for (the
// chosen ones, or what the goods-per-channel filter matches now), checked against the caller's
// tenant and the channel, and queued with the `listing.export` job in the caller's transaction.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Channel } from '../../../../src/contract/dictionaries'
import { ErrorCode } from '../../../../src/contract/errors'
import {
  EXPORT_FILE_TYPES,
  EXPORT_KEEP_DAYS,
  type ExportCreateInput,
  type ExportRecordRow,
  type ExportRecordState,
  MAX_EXPORT_LISTINGS,
} from '../../../../src/contract/listing-export'
import { rowsIn } from '../../../db/rows'
import {
  goods,
  type ListingExportRecord,
  listingExportItems,
  listingExports,
  listings,
  shops,
} from '../../../db/schema'
import type { Database } from '../../../db/types'
import { enqueueJob } from '../../../jobs/queue'
import { AppError, notFound } from '../../../lib/app-error'
import { newId } from '../../../lib/ids'
import type { ListResult } from '../../../lib/page'
import type { SessionAccount } from '../../../plugins/access-types'
import { listingFilter } from '../goods-list'
import { EXPORT_KIND } from './export-job'

/** How long a finished file is kept (export-cleanup.ts deletes it after). */
export const EXPORT_KEEP_MS = EXPORT_KEEP_DAYS * 24 * 60 * 60 * 1000

export const toExportRow = (row: ListingExportRecord): ExportRecordRow => ({
  id: row.id,
  channel: row.channel as Channel,
  state: row.state as ExportRecordState,
  fileName: row.fileName,
  fileType: row.fileType as ExportRecordRow['fileType'],
  count: row.total,
  processed: row.processed,
  rows: row.rows,
  size: row.size,
  skipped: row.skipped,
  percent: row.state === 'done' ? 100 : row.total > 0 ? Math.min(99, Math.floor((row.processed / row.total) * 100)) : 0,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt:
    (row.state === 'done' || row.state === 'expired') && row.finishedAt
      ? new Date(row.finishedAt.getTime() + EXPORT_KEEP_MS).toISOString()
      : null,
})

const stamp = (date: Date) => date.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')

/** Puts the chosen listings (in the order given) into the export; how many were the caller's on the channel. */
async function addChosen(tx: Database, did: string, id: string, channel: Channel, ids: string[]) {
  const unique = [...new Set(ids)]
  const added = rowsIn<{ n: number }>(
    await tx.execute(sql`
      with chosen as (
        select u.listing_id, u.ord from unnest(${sql.param(unique)}::text[]) with ordinality as u(listing_id, ord)
      ), inserted as (
        insert into ${listingExportItems} (export_id, position, listing_id)
        select ${id}, row_number() over (order by chosen.ord), l.id
        from chosen join ${listings} l on l.id = chosen.listing_id
        where l.did = ${did} and l.channel = ${channel} and l.publish_state <> 'deleted'
        returning 1
      )
      select count(*)::int as n from inserted`),
  )[0]!.n
  // Another tenant's listing, one of another channel, a deleted or an unknown one: refused as a whole.
  if (added !== unique.length)
    throw new AppError(ErrorCode.RULE, 'listingExport.notOnChannel', { params: { count: unique.length - added } })
  return added
}

/** Puts what the filter matches now (newest first, as the list shows them) into the export. */
async function addFiltered(tx: Database, did: string, id: string, input: ExportCreateInput) {
  const filter = { channel: input.channel, ...input.filter }
  if (filter.shopId) {
    const [shop] = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.did, did), eq(shops.id, filter.shopId), eq(shops.channel, input.channel)))
    if (!shop) throw new AppError(ErrorCode.RULE, 'listingExport.badShop')
  }
  const where = and(listingFilter(did, filter), sql`${listings.publishState} <> 'deleted'`)
  return rowsIn<{ n: number }>(
    await tx.execute(sql`
      with inserted as (
        insert into ${listingExportItems} (export_id, position, listing_id)
        select ${id}, row_number() over (order by ${listings.createdAt} desc, ${listings.id} desc), ${listings.id}
        from ${listings} inner join ${goods} on ${goods.id} = ${listings.goodsId}
        where ${where}
        limit ${MAX_EXPORT_LISTINGS + 1}
        returning 1
      )
      select count(*)::int as n from inserted`),
  )[0]!.n
}

export async function createExport(tx: Database, caller: SessionAccount, input: ExportCreateInput) {
  const id = newId()
  const type = EXPORT_FILE_TYPES[input.channel]
  const now = new Date()
  await tx.insert(listingExports).values({
    id,
    did: caller.did,
    channel: input.channel,
    fileName: `${input.channel}-${stamp(now)}-${id.slice(-6).toLowerCase()}.${type}`,
    fileType: type,
    total: 0,
    accountId: caller.id,
  })
  const total = input.listingIds
    ? await addChosen(tx, caller.did, id, input.channel, input.listingIds)
    : await addFiltered(tx, caller.did, id, input)
  if (total === 0) throw new AppError(ErrorCode.RULE, 'listingExport.nothingMatches')
  if (total > MAX_EXPORT_LISTINGS)
    throw new AppError(ErrorCode.RULE, 'listingExport.tooMany', { params: { max: MAX_EXPORT_LISTINGS } })
  const job = await enqueueJob(tx, {
    did: caller.did,
    accountId: caller.id,
    kind: EXPORT_KIND,
    payload: { exportId: id },
    total,
    subjectId: id,
  })
  const [saved] = await tx
    .update(listingExports)
    .set({ total, jobId: job.id })
    .where(and(eq(listingExports.did, caller.did), eq(listingExports.id, id)))
    .returning()
  return toExportRow(saved!)
}

export async function listExports(
  db: Database,
  did: string,
  params: { channel: Channel; pageNo: number; pageSize: number },
): Promise<ListResult<ExportRecordRow>> {
  const where = and(eq(listingExports.did, did), eq(listingExports.channel, params.channel))
  const [total] = await db.select({ value: count() }).from(listingExports).where(where)
  const rows = await db
    .select()
    .from(listingExports)
    .where(where)
    .orderBy(desc(listingExports.createdAt), desc(listingExports.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  return { total: total?.value ?? 0, list: rows.map(toExportRow) }
}

/** The caller's record; another tenant's is not found. */
export async function requireExport(db: Database, did: string, id: string) {
  const [row] = await db
    .select()
    .from(listingExports)
    .where(and(eq(listingExports.did, did), eq(listingExports.id, id)))
  if (!row) throw notFound('what.listingExport')
  return row
}
