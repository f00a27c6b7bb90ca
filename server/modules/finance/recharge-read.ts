// Reads of top-ups and ledger flows of the caller's tenant. Date filters are calendar days in the
// server's time zone; `updatedSince` gives the delta the offline mirror asks for (top-ups and
// flows are never deleted, so a delta has no deletions to report).
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  FinanceFlowRow,
  FinanceFlowType,
  financeFlowListSchema,
  RechargePlatform,
  RechargeRow,
  RechargeStatus,
  rechargeListSchema,
} from '../../../src/contract/finance'
import { financeAccounts, financeFlows, type RechargeRecord, recharges } from '../../db/schema'
import type { Database } from '../../db/types'

const dayStart = (date: string) => new Date(`${date}T00:00:00`)
const nextDay = (date: string) => {
  const day = dayStart(date)
  day.setDate(day.getDate() + 1)
  return day
}

export function toRechargeRow(row: RechargeRecord, accountName: string): RechargeRow {
  return {
    id: row.id,
    rechargeNo: row.rechargeNo,
    accountId: row.accountId,
    accountName,
    amount: row.amount,
    currency: row.currency,
    payPlatform: row.payPlatform as RechargePlatform,
    provider: row.provider,
    reference: row.reference,
    status: row.status as RechargeStatus,
    remark: row.remark,
    rejectReason: row.rejectReason,
    createdBy: row.createdBy,
    reviewedBy: row.reviewedBy,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

export async function listRecharges(
  db: Database,
  did: string,
  params: z.output<typeof rechargeListSchema>,
): Promise<{ list: RechargeRow[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(recharges.did, did)]
  if (params.status) where.push(eq(recharges.status, params.status))
  if (params.accountId) where.push(eq(recharges.accountId, params.accountId))
  if (params.createdFrom) where.push(gte(recharges.createdAt, dayStart(params.createdFrom)))
  if (params.createdTo) where.push(lt(recharges.createdAt, nextDay(params.createdTo)))
  if (params.updatedSince) where.push(gte(recharges.updatedAt, new Date(params.updatedSince)))
  const condition = and(...where)
  const field = { createdAt: recharges.createdAt, amount: recharges.amount, updatedAt: recharges.updatedAt }[
    params.sortField ?? 'createdAt'
  ]
  const direction = params.sortOrder === 'ascend' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({ recharge: recharges, accountName: financeAccounts.name })
      .from(recharges)
      .innerJoin(financeAccounts, eq(financeAccounts.id, recharges.accountId))
      .where(condition)
      .orderBy(direction(field), direction(recharges.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(recharges).where(condition),
  ])
  return { list: rows.map((row) => toRechargeRow(row.recharge, row.accountName)), total: total?.n ?? 0 }
}

export async function findRecharge(db: Database, did: string, id: string): Promise<RechargeRow | undefined> {
  const [row] = await db
    .select({ recharge: recharges, accountName: financeAccounts.name })
    .from(recharges)
    .innerJoin(financeAccounts, eq(financeAccounts.id, recharges.accountId))
    .where(and(eq(recharges.did, did), eq(recharges.id, id)))
  return row ? toRechargeRow(row.recharge, row.accountName) : undefined
}

/** Ledger flows of the tenant, each with the running balance of its account after it. */
export async function listFinanceFlows(
  db: Database,
  did: string,
  params: z.output<typeof financeFlowListSchema>,
): Promise<{ list: FinanceFlowRow[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(financeFlows.did, did)]
  if (params.accountId) where.push(eq(financeFlows.accountId, params.accountId))
  if (params.type) where.push(eq(financeFlows.type, params.type))
  if (params.createdFrom) where.push(gte(financeFlows.createdAt, dayStart(params.createdFrom)))
  if (params.createdTo) where.push(lt(financeFlows.createdAt, nextDay(params.createdTo)))
  if (params.updatedSince) where.push(gte(financeFlows.createdAt, new Date(params.updatedSince)))
  const condition = and(...where)
  const sortField = params.sortField ?? 'createdAt'
  const direction = params.sortOrder === 'ascend' ? asc : desc
  // By time, one account's flows follow its ledger numbers (so each balance follows the one before);
  // flows of different accounts interleave by time.
  const order =
    sortField === 'amount'
      ? [direction(financeFlows.amount), direction(financeFlows.id)]
      : params.accountId
        ? [direction(financeFlows.seq), direction(financeFlows.id)]
        : [direction(financeFlows.createdAt), direction(financeFlows.seq), direction(financeFlows.id)]
  const [rows, [total]] = await Promise.all([
    db
      .select({ flow: financeFlows, accountName: financeAccounts.name })
      .from(financeFlows)
      .innerJoin(financeAccounts, eq(financeAccounts.id, financeFlows.accountId))
      .where(condition)
      .orderBy(...order)
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(financeFlows).where(condition),
  ])
  return {
    list: rows.map(({ flow, accountName }) => ({
      id: flow.id,
      accountId: flow.accountId,
      accountName,
      type: flow.type as FinanceFlowType,
      amount: flow.amount,
      balanceAfter: flow.balanceAfter,
      seq: flow.seq,
      currency: flow.currency,
      referenceType: flow.referenceType,
      referenceId: flow.referenceId,
      note: flow.note,
      createdAt: flow.createdAt.toISOString(),
      updatedAt: flow.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  }
}
