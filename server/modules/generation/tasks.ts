// Generation tasks: adding one freezes the strategy's combinations (its product models × the
// designs its categories and picked materials hold) into a queued job for the worker; reading them
// gives progress, the result and the goods they made.
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import type {
  ImmediateGoodsRow,
  immediateListSchema,
  SkipReason,
  TaskDetail,
  TaskRow,
  TaskStatus,
  taskListSchema,
} from '../../../src/contract/generation'
import {
  type GenerationTaskRecord,
  generationProductStrategies,
  generationTaskItems,
  generationTasks,
  goods,
  materialCategories,
  materials,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { ListResult } from '../../lib/page'
import type { SessionAccount } from '../../plugins/access-types'
import { lockStrategy } from './strategies'

/** Combinations one task may make; past it a task would run for hours and flood the goods list. */
export const MAX_TASK_COMBINATIONS = 5000
/** Skipped and created items shown in a task's result. */
const DETAIL_ITEMS = 200

const toTaskRow = (row: GenerationTaskRecord): TaskRow => ({
  id: row.id,
  strategyId: row.strategyId,
  strategyName: row.strategyName,
  status: row.status as TaskStatus,
  total: row.total,
  processed: row.cursor,
  created: row.created,
  skipped: row.skipped,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
})

/** The chosen categories and every category below them. */
async function categoryClosure(tx: Database, did: string, roots: string[]): Promise<string[]> {
  if (roots.length === 0) return []
  const all = await tx
    .select({ id: materialCategories.id, pid: materialCategories.pid })
    .from(materialCategories)
    .where(eq(materialCategories.did, did))
  const found = new Set(roots)
  let grew = true
  while (grew) {
    grew = false
    for (const row of all) {
      if (!found.has(row.id) && found.has(row.pid)) {
        found.add(row.id)
        grew = true
      }
    }
  }
  return [...found]
}

export async function addTask(
  tx: Database,
  caller: Pick<SessionAccount, 'did' | 'id'>,
  strategyId: string,
): Promise<TaskRow> {
  const strategy = await lockStrategy(tx, caller.did, strategyId)
  const models = await tx
    .select({ productId: generationProductStrategies.productId })
    .from(generationProductStrategies)
    .where(eq(generationProductStrategies.strategyId, strategy.id))
    .orderBy(asc(generationProductStrategies.productId))
  if (models.length === 0) throw new AppError(ErrorCode.RULE, 'generation.noProducts')
  const categories = await categoryClosure(tx, caller.did, strategy.materialCategoryIds)
  const picked = strategy.materialIds
  const designs = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(
      and(
        eq(materials.did, caller.did),
        or(
          picked.length ? inArray(materials.id, picked) : sql`false`,
          categories.length ? inArray(materials.categoryId, categories) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(materials.id))
  if (designs.length === 0) throw new AppError(ErrorCode.RULE, 'generation.noDesigns')
  const total = models.length * designs.length
  if (total > MAX_TASK_COMBINATIONS) {
    throw new AppError(ErrorCode.RULE, 'generation.tooMany', { params: { max: MAX_TASK_COMBINATIONS, count: total } })
  }
  const [row] = await tx
    .insert(generationTasks)
    .values({
      id: newId(),
      did: caller.did,
      strategyId: strategy.id,
      strategyName: strategy.name,
      productIds: models.map((model) => model.productId),
      materialIds: designs.map((design) => design.id),
      total,
      accountId: caller.id,
    })
    .returning()
  return toTaskRow(row!)
}

export async function listTasks(
  db: Database,
  did: string,
  params: z.output<typeof taskListSchema>,
): Promise<ListResult<TaskRow>> {
  const where = and(
    eq(generationTasks.did, did),
    params.strategyId ? eq(generationTasks.strategyId, params.strategyId) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(generationTasks).where(where)
  const rows = await db
    .select()
    .from(generationTasks)
    .where(where)
    .orderBy(desc(generationTasks.createdAt), desc(generationTasks.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  return { total: total?.n ?? 0, list: rows.map(toTaskRow) }
}

export async function taskDetail(db: Database, did: string, id: string): Promise<TaskDetail | null> {
  const [row] = await db
    .select()
    .from(generationTasks)
    .where(and(eq(generationTasks.did, did), eq(generationTasks.id, id)))
  if (!row) return null
  const reasons = await db
    .select({ reason: generationTaskItems.reason, n: count() })
    .from(generationTaskItems)
    .where(and(eq(generationTaskItems.taskId, id), eq(generationTaskItems.outcome, 'skipped')))
    .groupBy(generationTaskItems.reason)
  // Skipped items first: they are what a person has to act on.
  const items = await db
    .select()
    .from(generationTaskItems)
    .where(eq(generationTaskItems.taskId, id))
    .orderBy(desc(generationTaskItems.outcome), asc(generationTaskItems.id))
    .limit(DETAIL_ITEMS)
  return {
    ...toTaskRow(row),
    skippedByReason: Object.fromEntries(reasons.map((entry) => [entry.reason, entry.n])),
    items: items.map((item) => ({
      productTitle: item.productTitle,
      materialName: item.materialName,
      outcome: item.outcome as 'created' | 'skipped',
      reason: item.reason as SkipReason | null,
      goodsId: item.goodsId,
    })),
  }
}

export async function requireTask(db: Database, did: string, id: string) {
  const detail = await taskDetail(db, did, id)
  if (!detail) throw notFound('what.generationTask')
  return detail
}

/** Goods made by generation tasks (the "instant goods"), newest first, optionally of one task. */
export async function listImmediateGoods(
  db: Database,
  did: string,
  params: z.output<typeof immediateListSchema>,
): Promise<ListResult<ImmediateGoodsRow>> {
  const where = and(
    eq(generationTaskItems.did, did),
    eq(generationTaskItems.outcome, 'created'),
    params.taskId ? eq(generationTaskItems.taskId, params.taskId) : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(generationTaskItems)
    .innerJoin(goods, eq(goods.id, generationTaskItems.goodsId))
    .where(where)
  const rows = await db
    .select({ item: generationTaskItems, goods, strategyName: generationTasks.strategyName })
    .from(generationTaskItems)
    .innerJoin(goods, eq(goods.id, generationTaskItems.goodsId))
    .innerJoin(generationTasks, eq(generationTasks.id, generationTaskItems.taskId))
    .where(where)
    .orderBy(desc(generationTaskItems.createdAt), desc(generationTaskItems.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  return {
    total: total?.n ?? 0,
    list: rows.map(
      (row): ImmediateGoodsRow => ({
        goodsId: row.goods.id,
        goodsNo: row.goods.goodsNo,
        title: row.goods.title,
        status: row.goods.status,
        minPrice: row.goods.minPrice,
        maxPrice: row.goods.maxPrice,
        image: row.goods.images[0] ?? '',
        taskId: row.item.taskId,
        strategyName: row.strategyName,
        createdAt: row.item.createdAt.toISOString(),
      }),
    ),
  }
}
