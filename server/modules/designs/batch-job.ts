// The design.batch job kind (server/jobs): one picture × model pair per step, in order (cursor =
// the next pair's index). A pair that prints well becomes a design (version 1 with print files
// and mockups) and draft goods in the chosen shop; a pair the rule would print under the DPI
// floor, a model without print areas or a picture that is gone is skipped with its reason. Files
// are drawn before the transaction; the rows, the item record and the cursor commit together.
import { and, eq, isNull, or } from 'drizzle-orm'
import {
  BATCH_KIND,
  type BatchDesignInput,
  type BatchSkipReason,
  batchJobSchema,
  placeByRule,
} from '../../../src/contract/design-batch'
import type { DesignSaveInput, DesignSide } from '../../../src/contract/designs'
import { designBatchItems, materials, productSpecs, products } from '../../db/schema'
import type { Database } from '../../db/types'
import { registerJobKind } from '../../jobs/registry'
import { storageFor } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import type { ActingAccount } from '../../plugins/access-types'
import { loadDesignInputs, modelSides } from './design-inputs'
import { createDesignGoods, saveDesign } from './design-mutations'
import { designFolder, renderDesign, WrittenFiles } from './design-render'

const PAIRS_PER_BATCH = 2

export const pairAt = (input: BatchDesignInput, index: number) => ({
  materialId: input.materialIds[Math.floor(index / input.productIds.length)]!,
  productId: input.productIds[index % input.productIds.length]!,
})

const fill = (pattern: string, material: string, model: string) =>
  pattern
    .replaceAll('{material}', material.replace(/\.(png|jpe?g)$/i, ''))
    .replaceAll('{model}', model)
    .slice(0, 120)

interface Planned {
  skip: { reason: BatchSkipReason; dpi: number | null } | null
  input: DesignSaveInput | null
  materialName: string
  productTitle: string
}

async function plan(
  db: Database,
  did: string,
  input: BatchDesignInput,
  pair: { materialId: string; productId: string },
): Promise<Planned> {
  const [material] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, pair.materialId), or(eq(materials.did, did), isNull(materials.did))))
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, pair.productId), eq(products.did, did), isNull(products.deletedAt)))
  const names = { materialName: material?.name ?? pair.materialId, productTitle: product?.title ?? pair.productId }
  if (!material || !product) return { skip: { reason: 'missing', dpi: null }, input: null, ...names }
  const sides = await modelSides(db, did, product.id)
  const used = input.rule.sides === 'all' ? sides : sides.slice(0, 1)
  if (used.length === 0) return { skip: { reason: 'no-sides', dpi: null }, input: null, ...names }
  const designSides: DesignSide[] = []
  for (const side of used) {
    const placed = placeByRule(material, side, input.rule)
    if (placed.level === 'refused') return { skip: { reason: 'dpi', dpi: placed.dpi }, input: null, ...names }
    designSides.push({
      sideId: side.id,
      elements: [
        {
          id: `batch-${side.id}`.slice(0, 40),
          kind: 'image',
          materialId: material.id,
          pixelWidth: material.width,
          pixelHeight: material.height,
          ...placed.box,
          rotation: 0,
          flipX: false,
          flipY: false,
          locked: false,
          hidden: false,
        },
      ],
    })
  }
  const [spec] = await db
    .select({ color: productSpecs.color })
    .from(productSpecs)
    .where(eq(productSpecs.productId, product.id))
    .limit(1)
  return {
    skip: null,
    input: {
      name: fill(input.title, material.name, product.title).slice(0, 80),
      productId: product.id,
      color: spec?.color ?? '#FFFFFF',
      zoom: 10,
      sides: designSides,
    },
    ...names,
  }
}

registerJobKind<BatchDesignInput>(BATCH_KIND, {
  payload: batchJobSchema,
  permission: { key: 'batch_customized', action: 'query' },
  maxAttempts: 3,
  async run({ job, payload, cursor, db, config, transaction }) {
    const total = payload.materialIds.length * payload.productIds.length
    let index = (cursor as number | null) ?? 0
    const end = Math.min(total, index + PAIRS_PER_BATCH)
    const storage = storageFor(config.dataDir)
    const caller: ActingAccount = { id: job.accountId, did: job.did }
    // Draw first (outside the transaction); anything drawn for a batch that then fails is taken back.
    const written = new WrittenFiles(storage)
    const steps: {
      seq: number
      planned: Planned
      designId: string | null
      files: Awaited<ReturnType<typeof renderDesign>>
    }[] = []
    try {
      for (; index < end; index++) {
        const planned = await plan(db, job.did, payload, pairAt(payload, index))
        if (!planned.input) {
          steps.push({ seq: index, planned, designId: null, files: [] })
          continue
        }
        const designId = newId()
        try {
          const inputs = await loadDesignInputs(db, storage, job.did, planned.input)
          const files = await renderDesign(
            written,
            designFolder(job.did, designId),
            planned.input.sides,
            planned.input.color,
            inputs,
          )
          steps.push({ seq: index, planned, designId, files })
        } catch {
          steps.push({
            seq: index,
            planned: { ...planned, skip: { reason: 'render', dpi: null }, input: null },
            designId: null,
            files: [],
          })
        }
      }
      return await transaction(async (tx) => {
        let made = 0
        for (const step of steps) {
          let goodsId: string | null = null
          if (step.planned.input && step.designId) {
            await saveDesign(tx, caller, step.designId, step.planned.input, step.files)
            const goods = await createDesignGoods(tx, caller, {
              designId: step.designId,
              shopId: payload.shopId,
              title: fill(payload.title, step.planned.materialName, step.planned.productTitle),
            })
            goodsId = goods.id
            made++
          }
          const { materialId, productId } = pairAt(payload, step.seq)
          await tx.insert(designBatchItems).values({
            jobId: job.id,
            seq: step.seq,
            did: job.did,
            materialId,
            productId,
            outcome: goodsId ? 'made' : 'skipped',
            reason: step.planned.skip?.reason ?? null,
            dpi: step.planned.skip?.dpi ?? null,
            designId: goodsId ? step.designId : null,
            goodsId,
          })
        }
        return {
          cursor: end,
          done: end >= total,
          processed: steps.length,
          total,
          counts: { made, skipped: steps.length - made },
        }
      })
    } catch (error) {
      await written.undo()
      throw error
    }
  },
})

export const batchItemsOf = (db: Database, did: string, jobId: string) =>
  db
    .select()
    .from(designBatchItems)
    .where(and(eq(designBatchItems.did, did), eq(designBatchItems.jobId, jobId)))
    .orderBy(designBatchItems.seq)
