// Reads of production jobs, scoped to the caller's side (production-scope.ts), each row with its
// history so the app's mirror can show a job's detail offline.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type {
  ProductionHistoryEntry,
  ProductionJobRow,
  ProductionStage,
  productionListSchema,
} from '../../../src/contract/production'
import {
  distributors,
  type ProductionJobRecord,
  productionJobHistory,
  productionJobs,
  purchaseOrders,
} from '../../db/schema'
import type { Database } from '../../db/types'
import type { SessionAccount } from '../../plugins/access-types'
import { productionScopeOf } from './production-scope'

const factory = alias(distributors, 'factory')
const buyer = alias(distributors, 'buyer')
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

const columns = {
  job: productionJobs,
  factoryName: factory.name,
  distributorName: buyer.name,
  purchaseNo: purchaseOrders.purchaseNo,
}
type Joined = { job: ProductionJobRecord; factoryName: string; distributorName: string; purchaseNo: string }

function joined(db: Database) {
  return db
    .select(columns)
    .from(productionJobs)
    .innerJoin(factory, eq(factory.id, productionJobs.factoryId))
    .innerJoin(buyer, eq(buyer.id, productionJobs.distributorId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, productionJobs.purchaseOrderId))
}

async function historyOf(db: Database, jobIds: string[]): Promise<Map<string, ProductionHistoryEntry[]>> {
  const byJob = new Map<string, ProductionHistoryEntry[]>()
  if (jobIds.length === 0) return byJob
  const rows = await db
    .select()
    .from(productionJobHistory)
    .where(inArray(productionJobHistory.jobId, jobIds))
    .orderBy(asc(productionJobHistory.at), asc(productionJobHistory.id))
  for (const row of rows) {
    const list = byJob.get(row.jobId) ?? []
    list.push({
      at: row.at.toISOString(),
      by: row.by,
      from: (row.fromStage as ProductionStage | null) ?? null,
      to: row.toStage as ProductionStage,
      reason: row.reason,
    })
    byJob.set(row.jobId, list)
  }
  return byJob
}

function toRow(row: Joined, history: ProductionHistoryEntry[]): ProductionJobRow {
  const j = row.job
  const answer: ProductionJobRow = {
    id: j.id,
    jobNo: j.jobNo,
    factoryId: j.factoryId,
    factoryName: row.factoryName,
    distributorId: j.distributorId,
    distributorName: row.distributorName,
    purchaseOrderId: j.purchaseOrderId,
    purchaseNo: row.purchaseNo,
    stage: j.stage as ProductionStage,
    lines: j.lines,
    itemCount: j.itemCount,
    dueAt: j.dueAt.toISOString(),
    defectReason: j.defectReason,
    reprintOfId: j.reprintOfId,
    reprintJobId: j.reprintJobId,
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
    version: j.version,
    history,
  }
  if (j.deletedAt) answer.deleted = true
  return answer
}

async function withHistory(db: Database, rows: Joined[]): Promise<ProductionJobRow[]> {
  const history = await historyOf(
    db,
    rows.map((row) => row.job.id),
  )
  return rows.map((row) => toRow(row, history.get(row.job.id) ?? []))
}

type ListParams = z.output<typeof productionListSchema>

const SORT_COLUMNS = {
  createdAt: productionJobs.createdAt,
  updatedAt: productionJobs.updatedAt,
  dueAt: productionJobs.dueAt,
} as const

export async function listProductionJobs(db: Database, caller: SessionAccount, params: ListParams) {
  const where: (SQL | undefined)[] = [productionScopeOf(caller)]
  // A delta (`updatedSince`) includes withdrawn jobs, flagged `deleted`; a plain list hides them.
  if (params.updatedSince) where.push(gte(productionJobs.updatedAt, new Date(params.updatedSince)))
  else where.push(isNull(productionJobs.deletedAt))
  if (params.stage) where.push(eq(productionJobs.stage, params.stage))
  if (params.keyword) {
    const pattern = `%${escapeLike(params.keyword)}%`
    where.push(or(ilike(productionJobs.jobNo, pattern), eq(productionJobs.id, params.keyword)))
  }
  const condition = and(...where) as SQL
  const column = SORT_COLUMNS[params.sortField ?? 'createdAt']
  const rows = await joined(db)
    .where(condition)
    .orderBy(params.sortOrder === 'ascend' ? asc(column) : desc(column), asc(productionJobs.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  const [total] = await db.select({ n: count() }).from(productionJobs).where(condition)
  return { list: await withHistory(db, rows), total: total?.n ?? 0 }
}

/** One job as the caller may see it (undefined for another tenant's or a withdrawn job). */
export async function productionJob(db: Database, caller: SessionAccount, id: string) {
  const rows = await joined(db)
    .where(and(productionScopeOf(caller), eq(productionJobs.id, id), isNull(productionJobs.deletedAt)))
    .limit(1)
  const [row] = await withHistory(db, rows)
  return row
}
