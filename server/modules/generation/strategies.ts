// Generation strategies and their product strategies: which designs (material categories or
// picked materials) combine with which product models, for which shop, with which price template.
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import type {
  Placement,
  ProductStrategyRow,
  productStrategySaveSchema,
  StrategyDetail,
  StrategyRow,
  strategyListSchema,
  strategySaveSchema,
} from '../../../src/contract/generation'
import {
  generationProductStrategies,
  generationStrategies,
  materialCategories,
  materials,
  priceTemplates,
  productSpecs,
  products,
  shops,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { ListResult } from '../../lib/page'
import { findTemplate } from './price-templates'

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)
const live = (did: string) => and(eq(generationStrategies.did, did), isNull(generationStrategies.deletedAt))

async function strategyRows(
  db: Database,
  did: string,
  where: ReturnType<typeof and>,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select({
      strategy: generationStrategies,
      shopName: shops.name,
      channel: shops.channel,
      templateName: priceTemplates.name,
      productCount: sql<number>`(select count(*)::int from ${generationProductStrategies} ps where ps.strategy_id = ${generationStrategies.id})`,
    })
    .from(generationStrategies)
    .innerJoin(shops, eq(shops.id, generationStrategies.shopId))
    .innerJoin(priceTemplates, eq(priceTemplates.id, generationStrategies.priceTemplateId))
    .where(and(live(did), where))
    .orderBy(desc(generationStrategies.updatedAt), asc(generationStrategies.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  return rows.map(
    (row): StrategyRow => ({
      id: row.strategy.id,
      name: row.strategy.name,
      shopId: row.strategy.shopId,
      shopName: row.shopName,
      channel: row.channel,
      priceTemplateId: row.strategy.priceTemplateId,
      priceTemplateName: row.templateName,
      titleTemplate: row.strategy.titleTemplate,
      materialCategoryIds: row.strategy.materialCategoryIds,
      materialIds: row.strategy.materialIds,
      productCount: row.productCount,
      version: row.strategy.version,
      updatedAt: row.strategy.updatedAt.toISOString(),
    }),
  )
}

export async function listStrategies(
  db: Database,
  did: string,
  params: z.output<typeof strategyListSchema>,
): Promise<ListResult<StrategyRow>> {
  const where = params.keyword ? ilike(generationStrategies.name, `%${escapeLike(params.keyword)}%`) : undefined
  const [total] = await db
    .select({ n: count() })
    .from(generationStrategies)
    .where(and(live(did), where))
  const list = await strategyRows(db, did, and(where), {
    limit: params.pageSize,
    offset: (params.pageNo - 1) * params.pageSize,
  })
  return { total: total?.n ?? 0, list }
}

export async function strategyDetail(db: Database, did: string, id: string): Promise<StrategyDetail | null> {
  const [row] = await strategyRows(db, did, and(eq(generationStrategies.id, id)))
  if (!row) return null
  const items = await db
    .select({ item: generationProductStrategies, productTitle: products.title })
    .from(generationProductStrategies)
    .innerJoin(products, eq(products.id, generationProductStrategies.productId))
    .where(eq(generationProductStrategies.strategyId, id))
    .orderBy(asc(generationProductStrategies.createdAt), asc(generationProductStrategies.id))
  return {
    ...row,
    products: items.map(
      ({ item, productTitle }): ProductStrategyRow => ({
        id: item.id,
        productId: item.productId,
        productTitle,
        priceTemplateId: item.priceTemplateId,
        specIds: item.specIds,
        zoom: item.zoom,
        placement: item.placement as Placement,
      }),
    ),
  }
}

/** Locks a live strategy of the tenant; with `version`, a stale one answers 412 with its detail. */
export const lockStrategy = (tx: Database, did: string, id: string, version?: number) =>
  lockRow(tx, generationStrategies, did, id, {
    what: 'what.strategy',
    version,
    current: () => strategyDetail(tx, did, id),
    where: isNull(generationStrategies.deletedAt),
  })

/** Every id must be the tenant's own (categories and materials of another tenant are 404). */
async function assertDesigns(tx: Database, did: string, categoryIds: string[], materialIds: string[]) {
  const cats = [...new Set(categoryIds)]
  if (cats.length) {
    const [found] = await tx
      .select({ n: count() })
      .from(materialCategories)
      .where(and(eq(materialCategories.did, did), inArray(materialCategories.id, cats)))
    if ((found?.n ?? 0) !== cats.length) throw notFound('what.materialCategory')
  }
  const mats = [...new Set(materialIds)]
  if (mats.length) {
    const [found] = await tx
      .select({ n: count() })
      .from(materials)
      .where(and(eq(materials.did, did), inArray(materials.id, mats)))
    if ((found?.n ?? 0) !== mats.length) throw notFound('what.material')
  }
}

export async function saveStrategy(
  tx: Database,
  did: string,
  input: z.output<typeof strategySaveSchema>,
): Promise<StrategyDetail> {
  const [shop] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.did, did), eq(shops.id, input.shopId)))
  if (!shop) throw notFound('what.shop')
  if (!(await findTemplate(tx, did, input.priceTemplateId))) throw notFound('what.priceTemplate')
  await assertDesigns(tx, did, input.materialCategoryIds, input.materialIds)
  const values = {
    name: input.name,
    shopId: input.shopId,
    priceTemplateId: input.priceTemplateId,
    titleTemplate: input.titleTemplate,
    materialCategoryIds: [...new Set(input.materialCategoryIds)],
    materialIds: [...new Set(input.materialIds)],
  }
  let id = input.id
  if (!id) {
    id = newId()
    await tx.insert(generationStrategies).values({ id, did, ...values })
  } else {
    await lockStrategy(tx, did, id, input.version)
    await updateRow(tx, generationStrategies, did, id, values)
  }
  return (await strategyDetail(tx, did, id))!
}

export async function deleteStrategy(tx: Database, did: string, id: string): Promise<{ id: string }> {
  await lockStrategy(tx, did, id)
  await updateRow(tx, generationStrategies, did, id, { deletedAt: new Date() })
  return { id }
}

/** Adds or changes one model of a strategy (one row per model: saving the same model again updates it). */
export async function saveProductStrategy(
  tx: Database,
  did: string,
  input: z.output<typeof productStrategySaveSchema>,
): Promise<StrategyDetail> {
  const strategy = await lockStrategy(tx, did, input.strategyId)
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.did, did), eq(products.id, input.productId), isNull(products.deletedAt)))
  if (!product) throw notFound('what.product')
  if (input.priceTemplateId && !(await findTemplate(tx, did, input.priceTemplateId))) {
    throw notFound('what.priceTemplate')
  }
  const specIds = [...new Set(input.specIds)]
  if (specIds.length) {
    const known = await tx
      .select({ id: productSpecs.id })
      .from(productSpecs)
      .where(and(eq(productSpecs.productId, product.id), inArray(productSpecs.id, specIds)))
    const missing = specIds.find((specId) => !known.some((row) => row.id === specId))
    if (missing) throw new AppError(ErrorCode.RULE, 'generation.unknownSpec', { params: { specId: missing } })
  }
  const values = {
    productId: product.id,
    priceTemplateId: input.priceTemplateId ?? null,
    specIds,
    zoom: input.zoom,
    placement: input.placement,
  }
  const mine = await tx
    .select({ id: generationProductStrategies.id, productId: generationProductStrategies.productId })
    .from(generationProductStrategies)
    .where(eq(generationProductStrategies.strategyId, strategy.id))
  const byId = input.id ? mine.find((row) => row.id === input.id) : undefined
  if (input.id && !byId) throw notFound('what.productStrategy')
  const sameModel = mine.find((row) => row.productId === product.id)
  // One row per model: editing a row onto a model that has its own row replaces that row.
  const target = byId ?? sameModel
  if (target && sameModel && sameModel.id !== target.id) {
    await tx
      .delete(generationProductStrategies)
      .where(and(eq(generationProductStrategies.did, did), eq(generationProductStrategies.id, sameModel.id)))
  }
  if (target) {
    await tx
      .update(generationProductStrategies)
      .set(values)
      .where(and(eq(generationProductStrategies.did, did), eq(generationProductStrategies.id, target.id)))
  } else {
    await tx.insert(generationProductStrategies).values({ id: newId(), did, strategyId: strategy.id, ...values })
  }
  await updateRow(tx, generationStrategies, did, strategy.id, {})
  return (await strategyDetail(tx, did, strategy.id))!
}

export async function deleteProductStrategy(tx: Database, did: string, id: string): Promise<StrategyDetail> {
  const [row] = await tx
    .select()
    .from(generationProductStrategies)
    .where(and(eq(generationProductStrategies.did, did), eq(generationProductStrategies.id, id)))
  if (!row) throw notFound('what.productStrategy')
  const strategy = await lockStrategy(tx, did, row.strategyId)
  await tx
    .delete(generationProductStrategies)
    .where(and(eq(generationProductStrategies.did, did), eq(generationProductStrategies.id, id)))
  await updateRow(tx, generationStrategies, did, strategy.id, {})
  return (await strategyDetail(tx, did, strategy.id))!
}
