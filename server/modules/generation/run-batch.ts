// One batch of a generation task, in one transaction: claim the oldest unfinished task with
// FOR UPDATE SKIP LOCKED (so instances share the work and never run one task twice at once), make
// or skip the next few combinations, record each as an item (unique per task, product and
// material) and move the cursor. A crash rolls the whole batch back, so a restart resumes at the
// cursor exactly; the unique key would stop a duplicate even if the cursor were behind.
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { goodsTitle, listingPrice, type Rounding, type SkipReason } from '../../../src/contract/generation'
import {
  generationProductStrategies,
  generationStrategies,
  generationTaskItems,
  generationTasks,
  goods,
  materials,
  priceTemplates,
  productSides,
  productSpecs,
  products,
  shops,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { newId } from '../../lib/ids'

export interface BatchOutcome {
  taskId: string
  processed: number
  done: boolean
}

/** Whether the design, scaled to the zoom ratio, still has a pixel per unit of the largest print area. */
export function designTooSmall(
  design: { width: number; height: number },
  sides: { width: number; height: number }[],
  zoom: number,
) {
  return sides.some((side) => design.width < (side.width * zoom) / 100 || design.height < (side.height * zoom) / 100)
}

export async function runBatch(db: Database, batchSize: number): Promise<BatchOutcome | null> {
  // A plain read first: the idle worker looks every second, and the locking transaction counts as
  // a write on PGlite, which emptied the exact read cache (read-cache.ts) every second.
  const [any] = await db
    .select({ id: generationTasks.id })
    .from(generationTasks)
    .where(inArray(generationTasks.status, ['queued', 'running']))
    .limit(1)
  if (!any) return null
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(generationTasks)
      .where(inArray(generationTasks.status, ['queued', 'running']))
      .orderBy(asc(generationTasks.createdAt), asc(generationTasks.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!task) return null
    const [strategy] = await tx.select().from(generationStrategies).where(eq(generationStrategies.id, task.strategyId))
    const [shop] = strategy ? await tx.select().from(shops).where(eq(shops.id, strategy.shopId)) : []
    if (!strategy || !shop) {
      await tx
        .update(generationTasks)
        .set({ status: 'failed', finishedAt: new Date() })
        .where(and(eq(generationTasks.did, task.did), eq(generationTasks.id, task.id)))
      return { taskId: task.id, processed: 0, done: true }
    }
    const end = Math.min(task.cursor + batchSize, task.total)
    const width = task.materialIds.length
    const pairs = Array.from({ length: end - task.cursor }, (_, k) => {
      const index = task.cursor + k
      return { productId: task.productIds[Math.floor(index / width)]!, materialId: task.materialIds[index % width]! }
    })
    const productIds = [...new Set(pairs.map((pair) => pair.productId))]
    const materialIds = [...new Set(pairs.map((pair) => pair.materialId))]
    const models = await tx.select().from(products).where(inArray(products.id, productIds))
    const designs = await tx
      .select()
      .from(materials)
      .where(and(eq(materials.did, task.did), inArray(materials.id, materialIds)))
    const sides = await tx.select().from(productSides).where(inArray(productSides.productId, productIds))
    const specs = await tx
      .select()
      .from(productSpecs)
      .where(inArray(productSpecs.productId, productIds))
      .orderBy(asc(productSpecs.id))
    const configs = await tx
      .select()
      .from(generationProductStrategies)
      .where(
        and(
          eq(generationProductStrategies.strategyId, strategy.id),
          inArray(generationProductStrategies.productId, productIds),
        ),
      )
    const templates = await tx.select().from(priceTemplates).where(eq(priceTemplates.did, task.did))
    const existing = await tx
      .select({ productId: goods.productId, materialId: goods.materialId })
      .from(goods)
      .where(
        and(
          eq(goods.did, task.did),
          eq(goods.shopId, shop.id),
          inArray(goods.productId, productIds),
          inArray(goods.materialId, materialIds),
          ne(goods.status, 'deleted'),
        ),
      )
    const made = new Set(existing.map((row) => `${row.productId}|${row.materialId}`))

    let created = 0
    let skipped = 0
    for (const pair of pairs) {
      const model = models.find((row) => row.id === pair.productId && row.did === task.did && !row.deletedAt)
      const config = configs.find((row) => row.productId === pair.productId)
      const design = designs.find((row) => row.id === pair.materialId)
      const modelSides = sides.filter((side) => side.productId === pair.productId)
      let reason: SkipReason | null = null
      if (!model || !config) reason = 'product_gone'
      else if (!design) reason = 'material_gone'
      else if (designTooSmall(design, modelSides, config.zoom)) reason = 'too_small'
      else if (made.has(`${pair.productId}|${pair.materialId}`)) reason = 'exists'
      const goodsId = reason ? null : newId()
      const [item] = await tx
        .insert(generationTaskItems)
        .values({
          id: newId(),
          did: task.did,
          taskId: task.id,
          productId: pair.productId,
          materialId: pair.materialId,
          productTitle: model?.title ?? pair.productId,
          materialName: design?.name ?? pair.materialId,
          outcome: reason ? 'skipped' : 'created',
          reason,
          goodsId,
        })
        .onConflictDoNothing()
        .returning({ id: generationTaskItems.id })
      if (!item) continue // already recorded by an earlier run of this batch: never twice
      if (!goodsId || !model || !config || !design) {
        skipped++
        continue
      }
      const template =
        templates.find((row) => row.id === config.priceTemplateId) ??
        templates.find((row) => row.id === strategy.priceTemplateId)!
      const chosen = specs.filter(
        (spec) => spec.productId === model.id && (config.specIds.length === 0 || config.specIds.includes(spec.id)),
      )
      const specPrices = chosen.map((spec) => ({
        specId: spec.id,
        price: listingPrice(spec.cost > 0 ? spec.cost : spec.price, {
          ...template,
          rounding: template.rounding as Rounding,
        }),
      }))
      const prices = specPrices.map((entry) => entry.price)
      await tx.insert(goods).values({
        id: goodsId,
        did: task.did,
        goodsNo: `G${goodsId.slice(-12)}`,
        productId: model.id,
        categoryId: model.categoryId,
        materialId: design.id,
        title: goodsTitle(strategy.titleTemplate, model.title, design.name),
        images: model.image ? [model.image] : [],
        specPrices,
        minPrice: prices.length ? Math.min(...prices) : 0,
        maxPrice: prices.length ? Math.max(...prices) : 0,
        shopId: shop.id,
        channel: shop.channel,
        status: 'draft',
      })
      made.add(`${pair.productId}|${pair.materialId}`)
      created++
    }
    const done = end >= task.total
    await tx
      .update(generationTasks)
      .set({
        cursor: end,
        created: task.created + created,
        skipped: task.skipped + skipped,
        status: done ? 'done' : 'running',
        finishedAt: done ? new Date() : null,
      })
      .where(and(eq(generationTasks.did, task.did), eq(generationTasks.id, task.id)))
    return { taskId: task.id, processed: pairs.length, done }
  })
}
