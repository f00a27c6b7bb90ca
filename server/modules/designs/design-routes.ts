// Design calls (DESIGN_PATHS): save (a new version with print files and mockups), list, detail,
// create goods from a design, the side photos the editor draws on, and the stored files. Saves
// require an Idempotency-Key (the offline outbox replays them); preflight and rendering run after
// the key is claimed and before the transaction, so a replay answers without drawing again.

import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  BATCH_KIND,
  BATCH_MAX_MODELS,
  type BatchDesignInput,
  type BatchItemRow,
  batchDesignSchema,
  batchItemsSchema,
  DESIGN_BATCH_PATHS,
} from '../../../src/contract/design-batch'
import { DESIGN_PATHS, designGoodsSchema, designListSchema, designSaveSchema } from '../../../src/contract/designs'
import { ErrorCode } from '../../../src/contract/errors'
import { materials, productCategories, productSides, products, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { enqueueJob, requireJob, toJobView } from '../../jobs/queue'
import { AppError, notFound } from '../../lib/app-error'
import { isStorageKey, storageFor } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import { pageOf } from '../../lib/page'
import { mutation, query } from '../../lib/route'
import type { PermissionRule } from '../../plugins/access-types'
import { categoryAndDescendants, findProduct } from '../products/public'
import { batchItemsOf } from './batch-job'
import { loadDesignInputs, shapeOfModel } from './design-inputs'
import { createDesignGoods, saveDesign } from './design-mutations'
import { designDetail, listDesigns } from './design-read'
import { assertPrintable, type RenderedDesign, recordMockups, renderDesign } from './design-render'
import { drawRecordedMockup } from './mockups'
import { ensurePrintFile } from './pending-prints'
import { sidePhoto } from './side-photo'

const READ: PermissionRule = [
  { key: 'customized', action: 'query' },
  { key: 'batch_customized', action: 'query' },
]
const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const photoQuery = z.object({ color: z.string().regex(/^#[0-9a-fA-F]{6}$/) })
const fileParams = z.object({ '*': z.string().max(400) })

export async function designRoutes(app: FastifyInstance) {
  const storage = () => storageFor(app.config.dataDir)
  // What `before` drew for a save (outside the transaction, after the key was claimed).
  const drawn = new WeakMap<FastifyRequest, RenderedDesign>()

  mutation(app, {
    path: DESIGN_PATHS.save,
    permission: [
      { key: 'customized', action: 'add' },
      { key: 'customized', action: 'edit' },
    ],
    permissionFor: (input) => ({ key: 'customized', action: input.id ? 'edit' : 'add' }),
    body: designSaveSchema,
    // The outbox replays this call, so its key is required.
    idempotency: 'required',
    before: async (db, caller, input, { request }) => {
      const inputs = await loadDesignInputs(db, storage(), caller.did, input)
      assertPrintable(input.sides, inputs, request.locale)
      drawn.set(request, await renderDesign(storage(), caller.did, input.sides, input.color, inputs))
    },
    run: async (tx, caller, input, { request }) => {
      const rendered = drawn.get(request)
      await recordMockups(tx, caller.did, rendered?.mockups ?? [])
      return saveDesign(tx, caller, input.id ?? newId(), input, rendered?.files ?? [])
    },
  })

  query(app, {
    method: 'POST',
    path: DESIGN_PATHS.list,
    permission: READ,
    body: designListSchema,
    run: async (db, caller, params) => pageOf(params, await listDesigns(db, caller.did, params)),
  })

  query(app, {
    path: '/design/detail/:id',
    permission: READ,
    params: idParams,
    run: async (db, caller, { id }) => {
      const detail = await designDetail(db, caller.did, id)
      if (!detail) throw notFound('what.design')
      return detail
    },
  })

  mutation(app, {
    path: DESIGN_PATHS.goods,
    permission: { key: 'goods_new', action: 'add' },
    // Goods made from a design also need to see designs.
    permissionFor: () => ({ key: 'customized', action: 'query' }),
    body: designGoodsSchema,
    idempotency: 'optional',
    run: createDesignGoods,
  })

  query(app, {
    path: '/design/side-photo/:id',
    permission: READ,
    params: idParams,
    query: photoQuery,
    answer: 'raw',
    run: async (db, caller, { id, color }, { reply }) => {
      const [side] = await db
        .select()
        .from(productSides)
        .where(and(eq(productSides.did, caller.did), eq(productSides.id, id)))
      const product = side ? await findProduct(db, caller.did, side.productId) : null
      if (!side || !product) throw notFound('what.productSide')
      const shape = await shapeOfModel(db, caller.did, product.categoryId)
      reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=86400')
      return reply.send(await sidePhoto(side, color, shape))
    },
  })

  // Print files: the design's tenant only. Keys are d/<did>/<design>/<folder>/<file>.
  query(app, {
    path: '/design/print/*',
    permission: READ,
    params: fileParams,
    answer: 'raw',
    run: async (db, caller, { '*': key }, { reply }) => {
      if (!isStorageKey(key) || !key.endsWith('-print.png') || key.split('/')[1] !== caller.did)
        throw notFound('what.design')
      // A batch's print file may still be pending: drawn now, from the pictures it pinned.
      await ensurePrintFile(db, storage(), key)
      return sendFile(reply, key, 'image/png', 'private')
    },
  })
  // Mockups: by address (see DESIGN_PATHS.mockup). One a batch only recorded is drawn now.
  query(app, {
    path: '/design/mockup/*',
    public: true,
    params: fileParams,
    answer: 'raw',
    run: async (db, _caller, { '*': key }, { reply }) => {
      if (!isStorageKey(key) || !key.startsWith('d/') || !key.endsWith('-mockup.jpg')) throw notFound('what.design')
      await drawRecordedMockup(db, storage(), key)
      return sendFile(reply, key, 'image/jpeg', 'public')
    },
  })

  async function sendFile(reply: FastifyReply, key: string, type: string, scope: 'public' | 'private') {
    const stored = await storage().get(key)
    if (!stored) throw notFound('what.design')
    return reply
      .header('content-type', type)
      .header('cache-control', `${scope}, max-age=604800, immutable`)
      .send(stored.body)
  }
}

/**
 * Every live model of the caller's category and the categories under it, as the product list
 * shows them; models without print areas stay in (the job skips them, saying why). Another
 * tenant's category is a 404; an empty one, or one larger than a batch takes, a 400.
 */
async function categoryModelIds(tx: Database, did: string, categoryId: string) {
  const [category] = await tx
    .select({ title: productCategories.title })
    .from(productCategories)
    .where(and(eq(productCategories.did, did), eq(productCategories.id, categoryId)))
  if (!category) throw notFound('what.productCategory')
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.did, did),
        inArray(products.categoryId, await categoryAndDescendants(tx, did, categoryId)),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(asc(products.title), asc(products.id))
  if (rows.length === 0)
    throw new AppError(ErrorCode.VALIDATION, 'design.batch.emptyCategory', { params: { category: category.title } })
  if (rows.length > BATCH_MAX_MODELS)
    throw new AppError(ErrorCode.VALIDATION, 'design.batch.categoryTooLarge', {
      params: { category: category.title, count: rows.length, max: BATCH_MAX_MODELS },
    })
  return rows.map((row) => row.id)
}

/** Batch design: start a design.batch job, read its items (progress is GET-able at /jobs/detail). */
export async function designBatchRoutes(app: FastifyInstance) {
  mutation(app, {
    path: DESIGN_BATCH_PATHS.start,
    permission: { key: 'batch_customized', action: 'add' },
    body: batchDesignSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      const [shop] = await tx
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.did, caller.did), eq(shops.id, input.shopId)))
      if (!shop) throw notFound('what.shop')
      const materialIds = [...new Set(input.materialIds)]
      const found = await tx
        .select({ id: materials.id })
        .from(materials)
        .where(and(inArray(materials.id, materialIds), or(eq(materials.did, caller.did), isNull(materials.did))))
      if (found.length !== materialIds.length) throw notFound('what.material')
      let productIds: string[]
      if (input.categoryId) productIds = await categoryModelIds(tx, caller.did, input.categoryId)
      else {
        productIds = [...new Set(input.productIds)]
        const models = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.did, caller.did), isNull(products.deletedAt)))
        if (models.length !== productIds.length) throw notFound('what.product')
      }
      const payload: BatchDesignInput = { ...input, materialIds, productIds, categoryId: input.categoryId ?? null }
      const job = await enqueueJob(tx, {
        did: caller.did,
        accountId: caller.id,
        kind: BATCH_KIND,
        payload,
        total: materialIds.length * productIds.length,
      })
      return toJobView(job)
    },
    // The worker can see the job once the transaction has committed.
    after: async (_context, outcome) => {
      if (outcome === 'committed') app.jobs.wake()
    },
  })

  query(app, {
    method: 'POST',
    path: DESIGN_BATCH_PATHS.items,
    permission: { key: 'batch_customized', action: 'query' },
    body: batchItemsSchema,
    run: async (db, caller, { jobId }) => {
      await requireJob(db, caller.did, jobId)
      const rows = await batchItemsOf(db, caller.did, jobId)
      const materialNames = new Map(
        (rows.length
          ? await db
              .select({ id: materials.id, name: materials.name })
              .from(materials)
              .where(inArray(materials.id, [...new Set(rows.map((row) => row.materialId))]))
          : []
        ).map((row) => [row.id, row.name]),
      )
      const productTitles = new Map(
        (rows.length
          ? await db
              .select({ id: products.id, title: products.title })
              .from(products)
              .where(inArray(products.id, [...new Set(rows.map((row) => row.productId))]))
          : []
        ).map((row) => [row.id, row.title]),
      )
      const covers = new Map<string, string | null>()
      for (const row of rows)
        if (row.designId) covers.set(row.designId, (await designDetail(db, caller.did, row.designId))?.cover ?? null)
      return rows.map(
        (row): BatchItemRow => ({
          seq: row.seq,
          materialId: row.materialId,
          materialName: materialNames.get(row.materialId) ?? row.materialId,
          productId: row.productId,
          productTitle: productTitles.get(row.productId) ?? row.productId,
          outcome: row.outcome as BatchItemRow['outcome'],
          reason: row.reason as BatchItemRow['reason'],
          dpi: row.dpi,
          designId: row.designId,
          goodsId: row.goodsId,
          mockup: row.designId ? (covers.get(row.designId) ?? null) : null,
        }),
      )
    },
  })
}
