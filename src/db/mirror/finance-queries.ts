// Settlements, finance items and top-ups from the mirror, with the list filters applied on the
// device (used when the network is gone), and the settlement statement kept when seen online.
import type { z } from 'zod'
import type { Page } from '../../contract/envelope'
import type { FinanceFlowRow, financeFlowListSchema, RechargeRow, rechargeListSchema } from '../../contract/finance'
import type { SettlementDetail, SettlementRow, settlementListSchema } from '../../contract/settlement'
import type { AccountDb } from '../schema'

type SettlementRequest = z.output<typeof settlementListSchema>
type FlowRequest = z.output<typeof financeFlowListSchema>
type RechargeRequest = z.output<typeof rechargeListSchema>

const dayStart = (date: string) => new Date(`${date}T00:00:00`).toISOString()
const dayAfter = (date: string) => new Date(new Date(`${date}T00:00:00`).getTime() + 86_400_000).toISOString()
const within = (value: string, from?: string, to?: string) =>
  (!from || value >= dayStart(from)) && (!to || value < dayAfter(to))

function paged<T>(rows: T[], pageNo = 1, pageSize = 10): Page<T> {
  const totalCount = rows.length
  return {
    pageNo,
    pageSize,
    totalCount,
    totalPage: Math.ceil(totalCount / pageSize),
    data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  }
}

function sortBy<T>(rows: T[], field: keyof T, ascend: boolean): T[] {
  return rows.sort((a, b) => {
    const x = a[field] as string | number
    const y = b[field] as string | number
    if (x === y) return 0
    return (x < y ? -1 : 1) * (ascend ? 1 : -1)
  })
}

export async function mirrorSettlementPage(db: AccountDb, request: SettlementRequest): Promise<Page<SettlementRow>> {
  const needle = request.keyword?.toLowerCase()
  const rows = await db.settlements
    .filter(
      (row) =>
        (!request.status || row.status === request.status) &&
        (!request.partnerId || row.supplierId === request.partnerId || row.distributorId === request.partnerId) &&
        (!needle || row.settlementNo.toLowerCase().includes(needle)) &&
        (!request.periodFrom || row.periodTo >= request.periodFrom) &&
        (!request.periodTo || row.periodFrom <= request.periodTo),
    )
    .toArray()
  const field = (request.sortField ?? 'createdAt') as keyof SettlementRow
  return paged(sortBy(rows, field, request.sortOrder === 'ascend'), request.pageNo, request.pageSize)
}

export async function mirrorFlowPage(db: AccountDb, request: FlowRequest): Promise<Page<FinanceFlowRow>> {
  const rows = await db.financeFlows
    .filter(
      (row) =>
        (!request.accountId || row.accountId === request.accountId) &&
        (!request.type || row.type === request.type) &&
        within(row.createdAt, request.createdFrom, request.createdTo),
    )
    .toArray()
  const field = (request.sortField ?? 'createdAt') as keyof FinanceFlowRow
  return paged(sortBy(rows, field, request.sortOrder === 'ascend'), request.pageNo, request.pageSize)
}

export async function mirrorRechargePage(db: AccountDb, request: RechargeRequest): Promise<Page<RechargeRow>> {
  const rows = await db.recharges
    .filter(
      (row) =>
        (!request.status || row.status === request.status) &&
        (!request.accountId || row.accountId === request.accountId) &&
        within(row.createdAt, request.createdFrom, request.createdTo),
    )
    .toArray()
  const field = (request.sortField ?? 'createdAt') as keyof RechargeRow
  return paged(sortBy(rows, field, request.sortOrder === 'ascend'), request.pageNo, request.pageSize)
}

/** Keeps a statement seen online (and its row, so the records list shows the same state). */
export async function saveSettlementDetail(db: AccountDb, detail: SettlementDetail): Promise<void> {
  const { lines: _lines, ...row } = detail
  await db.transaction('rw', db.settlements, db.settlementDetails, async () => {
    const current = await db.settlements.get(detail.id)
    if (!current || current.version <= row.version) await db.settlements.put(row)
    await db.settlementDetails.put({ id: detail.id, detail, savedAt: Date.now() })
  })
}

/** The statement last seen online, or null. */
export async function savedSettlementDetail(db: AccountDb, id: string) {
  return (await db.settlementDetails.get(id)) ?? null
}
