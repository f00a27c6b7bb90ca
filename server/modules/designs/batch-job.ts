// The design.batch job kind (server/jobs): picture × model pairs in order (cursor = the next
// pair's index), whole pictures a step. A pair that prints well becomes a design (version 1) and
// draft goods in the chosen shop; a pair the rule would print under the DPI floor, a model without
// print areas or a picture that is gone is skipped with its reason.
//
// Fast by drawing only what the goods show: the step reads its models and pictures in a few
// queries, plans every pair in memory, draws the mockups (the goods' images) from its pictures,
// each decoded once for all its models (batch-mockups.ts), and records what each print file is
// drawn from (content-addressed: pairs sharing a picture, an area size and a rule share one
// file). A print file is drawn the first time anything needs it (a download, a production
// ticket); a pending print file pins the library picture it is drawn from (pending-prints.ts).
// The rows, the item records and the cursor commit together, so every pair is done exactly once
// and a crashed step is done again (its files are found stored).
import { performance } from 'node:perf_hooks'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import {
  BATCH_KIND,
  type BatchDesignInput,
  type BatchSkipReason,
  batchJobSchema,
  placeByRule,
} from '../../../src/contract/design-batch'
import { type DesignSaveInput, type DesignSide, PRINT_MAX_PIXELS } from '../../../src/contract/designs'
import { designBatchItems, materials, productSpecs, products } from '../../db/schema'
import type { Database } from '../../db/types'
import { registerJobKind } from '../../jobs/registry'
import { type FileStorage, storageFor } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import type { ActingAccount } from '../../plugins/access-types'
import { type BatchPair, drawBatchMockups } from './batch-mockups'
import { type DesignInputs, modelSides, type SideRecord, shapeOfModel } from './design-inputs'
import { insertDesignGoods, writeDesignVersion } from './design-mutations'
import { type RenderedDesign, recordMockups, renderDesign } from './design-render'
import { recordPendingPrints } from './pending-prints'
// Still registered: follow-up jobs that batches of earlier versions queued draw their mockups.
import './mockup-job'

/** About this many pairs a step (whole pictures): a step's rows commit in one short transaction. */
const PAIRS_PER_STEP = 40

export const pairAt = (input: BatchDesignInput, index: number) => ({
  materialId: input.materialIds[Math.floor(index / input.productIds.length)]!,
  productId: input.productIds[index % input.productIds.length]!,
})

const fill = (pattern: string, material: string, model: string) =>
  pattern
    .replaceAll('{material}', material.replace(/\.(png|jpe?g)$/i, ''))
    .replaceAll('{model}', model)
    .slice(0, 120)

interface Model {
  product: DesignInputs['product']
  sides: SideRecord[]
  shape: DesignInputs['shape']
  color: string
}
type MaterialRow = typeof materials.$inferSelect
interface Picture {
  row: MaterialRow
  /** Null when the stored file is gone. */
  image: { body: Buffer; format: 'png' | 'jpeg'; name: string; key: string } | null
}

/** The batch's live models with their sides, photo shape and first colour. */
async function loadModels(db: Database, did: string, productIds: string[]): Promise<Map<string, Model>> {
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.did, did), isNull(products.deletedAt)))
  const colours = await db
    .select({ productId: productSpecs.productId, color: productSpecs.color })
    .from(productSpecs)
    .where(inArray(productSpecs.productId, productIds))
  const models = new Map<string, Model>()
  for (const product of rows) {
    models.set(product.id, {
      product: { id: product.id, title: product.title, categoryId: product.categoryId },
      sides: await modelSides(db, did, product.id),
      shape: await shapeOfModel(db, did, product.categoryId),
      color: colours.find((row) => row.productId === product.id)?.color ?? '#FFFFFF',
    })
  }
  return models
}

async function loadPictures(db: Database, storage: FileStorage, did: string, ids: string[]) {
  const rows = await db
    .select()
    .from(materials)
    .where(and(inArray(materials.id, ids), or(eq(materials.did, did), isNull(materials.did))))
  const pictures = new Map<string, Picture>()
  for (const row of rows) {
    const stored = await storage.get(row.storageKey)
    pictures.set(row.id, {
      row,
      image: stored && {
        body: stored.body,
        format: row.format === 'png' ? 'png' : 'jpeg',
        name: row.name,
        key: row.storageKey,
      },
    })
  }
  return pictures
}

interface Planned {
  seq: number
  skip: { reason: BatchSkipReason; dpi: number | null } | null
  input: DesignSaveInput | null
  inputs: DesignInputs | null
  materialName: string
  productTitle: string
}

function plan(input: BatchDesignInput, seq: number, picture: Picture | undefined, model: Model | undefined): Planned {
  const pair = pairAt(input, seq)
  const names = {
    seq,
    materialName: picture?.row.name ?? pair.materialId,
    productTitle: model?.product.title ?? pair.productId,
  }
  const skipped = (reason: BatchSkipReason, dpi: number | null = null): Planned => ({
    skip: { reason, dpi },
    input: null,
    inputs: null,
    ...names,
  })
  if (!picture?.image || !model) return skipped('missing')
  const used = input.rule.sides === 'all' ? model.sides : model.sides.slice(0, 1)
  if (used.length === 0) return skipped('no-sides')
  const material = picture.row
  // What the later drawing would refuse (uploads are decoded whole and smaller, so only old rows).
  if (material.width * material.height > PRINT_MAX_PIXELS) return skipped('render')
  const designSides: DesignSide[] = []
  for (const side of used) {
    const placed = placeByRule(material, side, input.rule)
    if (placed.level === 'refused') return skipped('dpi', placed.dpi)
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
  return {
    skip: null,
    input: {
      name: fill(input.title, material.name, model.product.title).slice(0, 80),
      productId: model.product.id,
      color: model.color,
      zoom: 10,
      sides: designSides,
    },
    inputs: {
      product: model.product,
      shape: model.shape,
      sides: new Map(model.sides.map((side) => [side.id, side])),
      images: new Map([[material.id, picture.image]]),
      fonts: new Map(),
    },
    ...names,
  }
}

registerJobKind<BatchDesignInput>(BATCH_KIND, {
  payload: batchJobSchema,
  permission: { key: 'batch_customized', action: 'query' },
  maxAttempts: 3,
  // A batch that fails for good or is cancelled keeps the goods its committed steps made, with
  // their mockups (drawn in the step); nothing is left to draw.
  async run({ job, payload, cursor, db, config, log, signal, heartbeat, transaction }) {
    const models = payload.productIds.length
    const total = payload.materialIds.length * models
    const start = (cursor as number | null) ?? 0
    // Whole pictures a step: a picture is read (and made sRGB) once for all its models.
    const end = Math.min(
      total,
      Math.floor(start / models) * models + Math.max(1, Math.floor(PAIRS_PER_STEP / models)) * models,
    )
    const storage = storageFor(config.dataDir)
    const caller: ActingAccount = { id: job.accountId, did: job.did }
    const began = performance.now()
    // CPU of the whole process per phase (sharp's threads included): the steadier figure on a busy machine.
    const cpu = [process.cpuUsage()]

    const seqs = Array.from({ length: end - start }, (_, i) => start + i)
    const modelsById = await loadModels(db, job.did, payload.productIds)
    const pictures = await loadPictures(db, storage, job.did, [
      ...new Set(seqs.map((seq) => pairAt(payload, seq).materialId)),
    ])
    const planned = seqs.map((seq) => {
      const pair = pairAt(payload, seq)
      return plan(payload, seq, pictures.get(pair.materialId), modelsById.get(pair.productId))
    })
    const read = performance.now()
    cpu.push(process.cpuUsage())

    // The print files (pictures only) are recorded, drawn when first needed (pending-prints.ts);
    // the mockups are drawn now, before the rows say the goods exist.
    const files = new Map<number, RenderedDesign>()
    const pairs: BatchPair[] = []
    for (const step of planned) {
      if (!step.input || !step.inputs) continue
      const rendered = await renderDesign(storage, job.did, step.input.sides, step.input.color, step.inputs, 'later')
      files.set(step.seq, rendered)
      pairs.push({
        seq: step.seq,
        materialId: pairAt(payload, step.seq).materialId,
        sides: step.input.sides,
        inputs: step.inputs,
        rendered,
      })
    }
    const mockups = await drawBatchMockups(storage, pairs, signal, heartbeat)
    // Stopped midway: the step is done again next time (what it drew is found stored).
    if (signal.aborted) return { cursor: start, done: false, processed: 0 }
    for (const step of planned)
      if (mockups.failed.has(step.seq)) {
        step.skip = { reason: 'render', dpi: null }
        files.delete(step.seq)
      }
    const drew = performance.now()
    cpu.push(process.cpuUsage())

    const result = await transaction(async (tx) => {
      // The pictures are held (key share) until the rows commit: a material deleted meanwhile is
      // either gone before this (its pairs are skipped) or deleted after, when the pending print
      // files already pin its stored picture.
      const pictureIds = [
        ...new Set(planned.filter((step) => step.input).map((step) => pairAt(payload, step.seq).materialId)),
      ]
      const live = new Set(
        pictureIds.length
          ? (
              await tx
                .select({ id: materials.id })
                .from(materials)
                .where(inArray(materials.id, pictureIds))
                .for('key share')
            ).map((row) => row.id)
          : [],
      )
      let made = 0
      const items: (typeof designBatchItems.$inferInsert)[] = []
      for (const step of planned) {
        const rendered = files.get(step.seq)
        let designId: string | null = null
        let goodsId: string | null = null
        // A pair planned as skipped, or whose picture could not be drawn, has no files.
        if (step.input && rendered && !live.has(pairAt(payload, step.seq).materialId))
          step.skip = { reason: 'missing', dpi: null }
        else if (step.input && rendered) {
          designId = newId()
          await recordPendingPrints(tx, job.did, rendered.pending)
          await recordMockups(tx, job.did, rendered.mockups)
          await writeDesignVersion(tx, caller, designId, step.input, rendered.files)
          goodsId = await insertDesignGoods(
            tx,
            caller,
            { designId, shopId: payload.shopId, title: fill(payload.title, step.materialName, step.productTitle) },
            { number: 1, productId: step.input.productId, files: rendered.files },
          )
          made++
        }
        const { materialId, productId } = pairAt(payload, step.seq)
        items.push({
          jobId: job.id,
          seq: step.seq,
          did: job.did,
          materialId,
          productId,
          outcome: goodsId ? 'made' : 'skipped',
          reason: step.skip?.reason ?? null,
          dpi: step.skip?.dpi ?? null,
          designId: goodsId ? designId : null,
          goodsId,
        })
      }
      if (items.length) await tx.insert(designBatchItems).values(items)
      const done = end >= total
      return { cursor: end, done, processed: planned.length, total, counts: { made, skipped: planned.length - made } }
    })
    const wrote = performance.now()
    cpu.push(process.cpuUsage())
    const cpuMs = (i: number) =>
      Math.round((cpu[i + 1]!.user + cpu[i + 1]!.system - cpu[i]!.user - cpu[i]!.system) / 1000)
    log.info(
      {
        job: job.id,
        pairs: planned.length,
        printFilesMade: 0,
        mockupsDrawn: mockups.drawn,
        printFilesPending: [...files.values()].reduce((total, rendered) => total + rendered.pending.length, 0),
        phases: { read: Math.round(read - began), mockups: Math.round(drew - read), rows: Math.round(wrote - drew) },
        phasesCpu: { read: cpuMs(0), mockups: cpuMs(1), rows: cpuMs(2) },
      },
      'design batch step',
    )
    return result
  },
})

export const batchItemsOf = (db: Database, did: string, jobId: string) =>
  db
    .select()
    .from(designBatchItems)
    .where(and(eq(designBatchItems.did, did), eq(designBatchItems.jobId, jobId)))
    .orderBy(designBatchItems.seq)
