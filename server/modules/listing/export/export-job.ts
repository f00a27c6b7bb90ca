// The export job (kind `listing.export`): a few hundred listings a batch, each built as a publish
// would build it (build.ts) and written as the channel's rows at the end of the file on disk. The
// cursor holds the file's committed length, so a batch that crashed before saving is cut off and
// written again. The last batch finishes the file and, in one transaction, the record (done, size)
// and its listings (exported).
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Channel } from '../../../../src/contract/dictionaries'
import { CODE_CHANNELS } from '../../../../src/contract/listing'
import type { AppConfig } from '../../../config'
import {
  type ListingExportRecord,
  listingExportItems,
  listingExports,
  listings,
  listingTemplates,
  shops,
} from '../../../db/schema'
import type { Database } from '../../../db/types'
import { type BatchResult, type JobContext, registerJobKind } from '../../../jobs/registry'
import { anyText } from '../../../lib/sql-filters'
import { codesForExport, skuKey } from '../../product-codes/public'
import { type BuildSource, buildProduct, loadSources } from '../build'
import {
  appendAt,
  encodeRows,
  exportPaths,
  type FileType,
  finishFile,
  type PartState,
  removeFiles,
  startFile,
} from './export-file'
import { EXPORT_FORMATS } from './formats'

export const EXPORT_KIND = 'listing.export'
/** Listings per batch: one batch's rows (a few MB of text) are the most held in memory at once. */
const BATCH = 500

const payloadSchema = z.object({ exportId: z.string() })
type Payload = z.infer<typeof payloadSchema>
interface Cursor extends PartState {
  /** Last item position written. */
  position: number
  /** Rows written below the header. */
  rows: number
}

const pathsOf = (config: AppConfig, record: ListingExportRecord) =>
  exportPaths(config.dataDir, record.did, record.id, record.fileType as FileType)

interface BatchItem {
  position: number
  listingId: string
  /** Null when the listing is gone (the item is then skipped). */
  goodsId: string | null
  templateId: string | null
  shopName: string | null
}

/**
 * The next listings of the export after `position`, with what building them needs, in one read.
 * The batch's items are picked first (a subquery): joined before the limit, every batch joined and
 * sorted all the listings still to come, which made the export quadratic.
 */
function nextItems(db: Database, record: ListingExportRecord, position: number): Promise<BatchItem[]> {
  const next = db
    .select({ position: listingExportItems.position, listingId: listingExportItems.listingId })
    .from(listingExportItems)
    .where(and(eq(listingExportItems.exportId, record.id), gt(listingExportItems.position, position)))
    .orderBy(listingExportItems.position)
    .limit(BATCH)
    .as('next')
  return db
    .select({
      position: next.position,
      listingId: next.listingId,
      goodsId: listings.goodsId,
      templateId: listings.templateId,
      shopName: shops.name,
    })
    .from(next)
    .leftJoin(listings, and(eq(listings.id, next.listingId), eq(listings.did, record.did)))
    .leftJoin(shops, eq(shops.id, listings.shopId))
    .orderBy(next.position)
}

/**
 * One batch of listings as the file's text, in item order, and the listings that could not be
 * built. Each listing's rows are encoded as soon as they are made, so a batch never holds more than
 * its text (the rows of 500 listings as objects were most of the export's garbage).
 */
async function batchText(db: Database, record: ListingExportRecord, items: BatchItem[], firstRow: number) {
  const channel = record.channel as Channel
  const type = record.fileType as FileType
  const templateIds = [...new Set(items.flatMap((item) => (item.templateId ? [item.templateId] : [])))]
  const templates = new Map(
    (templateIds.length
      ? await db
          .select()
          .from(listingTemplates)
          .where(and(eq(listingTemplates.did, record.did), anyText(listingTemplates.id, templateIds)))
      : []
    ).map((template) => [template.id, template]),
  )
  // One load of goods, specs and prices per price template (a batch usually has one or two).
  const goodsBy = new Map<string, Set<string>>()
  for (const item of items) {
    const template = item.templateId ? templates.get(item.templateId) : undefined
    if (!template || !item.goodsId) continue
    const set = goodsBy.get(template.priceTemplateId) ?? new Set<string>()
    set.add(item.goodsId)
    goodsBy.set(template.priceTemplateId, set)
  }
  const sources = new Map<string, Map<string, BuildSource>>()
  for (const [priceTemplateId, goodsIds] of goodsBy)
    sources.set(
      priceTemplateId,
      await loadSources(db, record.did, [...goodsIds], priceTemplateId, channel).catch(() => new Map()),
    )
  // Channels that carry a GTIN/EAN: each SKU's code from the pool, as a publish gets it (a SKU keeps
  // the code it holds); a listing the pool has no codes left for is left out of the file.
  const sourceOf = (item: BatchItem) => {
    const template = item.templateId ? templates.get(item.templateId) : undefined
    return template && item.goodsId ? sources.get(template.priceTemplateId)?.get(item.goodsId) : undefined
  }
  const { codes, missing } = CODE_CHANNELS.includes(channel)
    ? await codesForExport(
        db,
        record.did,
        items.flatMap((item) => {
          const source = sourceOf(item)
          if (!source) return []
          const skus = source.specs.map((spec) => skuKey(source.goods.id, spec.id))
          return [{ listingId: item.listingId, goodsId: source.goods.id, skus }]
        }),
      )
    : { codes: new Map<string, string>(), missing: new Set<string>() }
  const format = EXPORT_FORMATS[channel]
  const parts: string[] = []
  let rows = 0
  const skipped: number[] = []
  for (const item of items) {
    const template = item.templateId ? templates.get(item.templateId) : undefined
    const source = sourceOf(item)
    if (!template || !source || missing.has(item.listingId)) {
      skipped.push(item.position)
      continue
    }
    const built = buildProduct(item.listingId, source, template)
    const product = codes.size
      ? {
          ...built,
          variants: built.variants.map((variant, index) => {
            const spec = source.specs[index]
            const code = spec ? codes.get(skuKey(source.goods.id, spec.id)) : undefined
            return code ? { ...variant, barcode: code } : variant
          }),
        }
      : built
    const cells = format.rows({
      product,
      categoryPath: template.categoryPath,
      shopName: item.shopName ?? '',
      position: item.position,
    })
    parts.push(encodeRows(type, cells, firstRow + rows))
    rows += cells.length
  }
  return { text: parts.join(''), rows, skipped }
}

/** One batch: the next listings appended to the file, or the file finished and the record done. */
async function exportBatch({
  job,
  payload,
  cursor,
  db,
  config,
  transaction,
}: JobContext<Payload>): Promise<BatchResult> {
  const [record] = await db
    .select()
    .from(listingExports)
    .where(and(eq(listingExports.did, job.did), eq(listingExports.id, payload.exportId)))
  if (!record || record.state === 'done' || record.state === 'failed') return { cursor, done: true }
  const type = record.fileType as FileType
  const format = EXPORT_FORMATS[record.channel as Channel]
  const paths = pathsOf(config, record)
  let at = cursor as Cursor | null
  // A cursor saved before parts carried their CRC (an export under way across an upgrade) starts over.
  if (!at || typeof at.crc !== 'number')
    at = { position: 0, rows: 0, ...(await startFile(paths, type, format, record.channel === 'custom')) }

  const items = await nextItems(db, record, at.position)

  if (items.length > 0) {
    const { text, rows, skipped } = await batchText(db, record, items, format.header.length + at.rows)
    const part = await appendAt(paths, type, at, text)
    const next: Cursor = { position: items[items.length - 1]!.position, rows: at.rows + rows, ...part }
    return transaction(async (tx) => {
      // Left out of the file, so not marked exported at the end.
      if (skipped.length)
        await tx
          .delete(listingExportItems)
          .where(and(eq(listingExportItems.exportId, record.id), inArray(listingExportItems.position, skipped)))
      await tx
        .update(listingExports)
        .set({
          state: 'running',
          processed: sql`${listingExports.processed} + ${items.length}`,
          skipped: sql`${listingExports.skipped} + ${skipped.length}`,
          rows: next.rows,
          size: part.bytes,
        })
        .where(and(eq(listingExports.did, record.did), eq(listingExports.id, record.id)))
      return { cursor: next, done: false, processed: items.length, counts: { skipped: skipped.length } }
    })
  }

  const size = await finishFile(paths, type, record.channel, at)
  const result = await transaction(async (tx) => {
    await tx
      .update(listingExports)
      .set({ state: 'done', size, finishedAt: new Date(), error: null })
      .where(and(eq(listingExports.did, record.did), eq(listingExports.id, record.id)))
    // One statement for the whole file. updated_at moves with the version, so the device mirrors
    // (listingDelta) take the new state; listings already exported stay as they are (no new
    // version, no index entries: every index of listings gets one per updated row).
    await tx
      .update(listings)
      .set({ exportState: 'exported', version: sql`${listings.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(listings.did, record.did),
          ne(listings.exportState, 'exported'),
          inArray(
            listings.id,
            tx
              .select({ id: listingExportItems.listingId })
              .from(listingExportItems)
              .where(eq(listingExportItems.exportId, record.id)),
          ),
        ),
      )
    return { cursor: at, done: true }
  })
  await removeFiles(paths, true)
  return result
}

registerJobKind<Payload>(EXPORT_KIND, {
  payload: payloadSchema,
  permission: [
    { key: 'platform', action: 'query' },
    { key: 'platform', action: 'get' },
  ],
  maxAttempts: 5,
  async run(context) {
    try {
      return await exportBatch(context)
    } catch (error) {
      // The last attempt failed: half a file is of no use to anyone, so it goes (the record says why).
      if (context.job.attempts + 1 >= context.job.maxAttempts) {
        const [record] = await context.db
          .select()
          .from(listingExports)
          .where(and(eq(listingExports.did, context.job.did), eq(listingExports.id, context.payload.exportId)))
        if (record) await removeFiles(pathsOf(context.config, record), false).catch(() => undefined)
      }
      throw error
    }
  },
  async onFailed(tx, job, reason) {
    const payload = payloadSchema.safeParse(job.payload)
    if (!payload.success) return
    await tx
      .update(listingExports)
      .set({ state: 'failed', error: reason.slice(0, 1000), finishedAt: new Date() })
      .where(and(eq(listingExports.did, job.did), eq(listingExports.id, payload.data.exportId)))
  },
})
