// The export job (kind `listing.export`): a few hundred listings a batch, each built as a publish
// would build it (build.ts) and written as the channel's rows at the end of the file on disk. The
// cursor holds the file's committed length, so a batch that crashed before saving is cut off and
// written again. The last batch finishes the file and, in one transaction, the record (done, size)
// and its listings (exported).
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
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
  productCodes,
  shops,
} from '../../../db/schema'
import type { Database } from '../../../db/types'
import { type BatchResult, type JobContext, registerJobKind } from '../../../jobs/registry'
import { skuKey } from '../../product-codes/public'
import { buildProduct, loadSources } from '../build'
import { appendAt, encodeRows, exportPaths, type FileType, finishFile, removeFiles, startFile } from './export-file'
import { EXPORT_FORMATS } from './formats'
import type { Cell } from './formats/types'

export const EXPORT_KIND = 'listing.export'
/** Listings per batch: one batch's rows (a few MB of text) are the most held in memory at once. */
const BATCH = 500

const payloadSchema = z.object({ exportId: z.string() })
type Payload = z.infer<typeof payloadSchema>
interface Cursor {
  /** Last item position written. */
  position: number
  /** Committed length of the part file. */
  bytes: number
  /** Rows written below the header. */
  rows: number
}

const pathsOf = (config: AppConfig, record: ListingExportRecord) =>
  exportPaths(config.dataDir, record.did, record.id, record.fileType as FileType)

/** The rows of one batch of listings, in item order; and the listings that could not be built. */
async function batchRows(db: Database, record: ListingExportRecord, items: { position: number; listingId: string }[]) {
  const channel = record.channel as Channel
  const rows = await db
    .select({ listing: listings, shopName: shops.name })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .where(
      and(
        eq(listings.did, record.did),
        inArray(
          listings.id,
          items.map((item) => item.listingId),
        ),
      ),
    )
  const byId = new Map(rows.map((row) => [row.listing.id, row]))
  const templateIds = [...new Set(rows.flatMap((row) => (row.listing.templateId ? [row.listing.templateId] : [])))]
  const templates = templateIds.length
    ? await db
        .select()
        .from(listingTemplates)
        .where(and(eq(listingTemplates.did, record.did), inArray(listingTemplates.id, templateIds)))
    : []
  // One load of goods, specs and prices per price template (a batch usually has one or two).
  const sources = new Map<string, Awaited<ReturnType<typeof loadSources>>>()
  for (const priceTemplateId of new Set(templates.map((template) => template.priceTemplateId))) {
    const goodsIds = rows
      .filter((row) => templates.find((t) => t.id === row.listing.templateId)?.priceTemplateId === priceTemplateId)
      .map((row) => row.listing.goodsId)
    sources.set(
      priceTemplateId,
      await loadSources(db, record.did, goodsIds, priceTemplateId, channel).catch(() => new Map()),
    )
  }
  // Channels that carry a GTIN/EAN: the codes the SKUs already hold (an export takes none from the pool).
  const codes = new Map<string, string>()
  if (CODE_CHANNELS.includes(channel)) {
    const skus = [...sources.values()].flatMap((map) =>
      [...map.values()].flatMap((source) => source.specs.map((spec) => skuKey(source.goods.id, spec.id))),
    )
    if (skus.length) {
      const held = await db
        .select({ sku: productCodes.sku, code: productCodes.code })
        .from(productCodes)
        .where(and(eq(productCodes.did, record.did), inArray(productCodes.sku, skus)))
      for (const row of held) if (row.sku) codes.set(row.sku, row.code)
    }
  }
  const format = EXPORT_FORMATS[channel]
  const out: Cell[][] = []
  const skipped: number[] = []
  for (const item of items) {
    const row = byId.get(item.listingId)
    const template = templates.find((t) => t.id === row?.listing.templateId)
    const source = template && row ? sources.get(template.priceTemplateId)?.get(row.listing.goodsId) : undefined
    if (!row || !template || !source) {
      skipped.push(item.position)
      continue
    }
    const built = buildProduct(row.listing.id, source, template)
    const product = {
      ...built,
      variants: built.variants.map((variant, index) => {
        const spec = source.specs[index]
        const code = spec ? codes.get(skuKey(source.goods.id, spec.id)) : undefined
        return code ? { ...variant, barcode: code } : variant
      }),
    }
    out.push(
      ...format.rows({ product, categoryPath: template.categoryPath, shopName: row.shopName, position: item.position }),
    )
  }
  return { rows: out, skipped }
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
  if (!at) at = { position: 0, bytes: await startFile(paths, type, format, record.channel === 'custom'), rows: 0 }

  const items = await db
    .select({ position: listingExportItems.position, listingId: listingExportItems.listingId })
    .from(listingExportItems)
    .where(and(eq(listingExportItems.exportId, record.id), gt(listingExportItems.position, at.position)))
    .orderBy(listingExportItems.position)
    .limit(BATCH)

  if (items.length > 0) {
    const { rows, skipped } = await batchRows(db, record, items)
    const bytes = await appendAt(paths, at.bytes, encodeRows(type, rows, format.header.length + at.rows))
    const next: Cursor = { position: items[items.length - 1]!.position, bytes, rows: at.rows + rows.length }
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
          size: bytes,
        })
        .where(eq(listingExports.id, record.id))
      return { cursor: next, done: false, processed: items.length, counts: { skipped: skipped.length } }
    })
  }

  const size = await finishFile(paths, type, format, record.channel)
  const result = await transaction(async (tx) => {
    await tx
      .update(listingExports)
      .set({ state: 'done', size, finishedAt: new Date(), error: null })
      .where(eq(listingExports.id, record.id))
    await tx
      .update(listings)
      .set({ exportState: 'exported', version: sql`${listings.version} + 1` })
      .where(
        and(
          eq(listings.did, record.did),
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
          .where(eq(listingExports.id, context.payload.exportId))
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
