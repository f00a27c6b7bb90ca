// The settlement, finance-item and top-up mirrors: the first sync reaches three months and more
// back, later ones ask only for deltas from the cursor, a newer local settlement is not replaced
// by an older row, deleted rows leave, and the device-side queries filter like the server.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CONFIG_CODES } from '../../contract/dictionaries'
import type { FinanceFlowRow, RechargeRow } from '../../contract/finance'
import type { SettlementRow } from '../../contract/settlement'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { mirrorFlowPage, mirrorSettlementPage, saveSettlementDetail } from './finance-queries'
import { MIRRORS } from './mirror-names'
import { FINANCE_DAYS, type MirrorFetch, SYNC_PAGE_SIZE, syncMirrors } from './sync'

let db: AccountDb
let n = 0
beforeEach(() => {
  n++
  db = new AccountDb(`finance-sync-${n}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`finance-sync-${n}`))
})

const settlement = (id: number, updatedAt: string, extra: Partial<SettlementRow> = {}) =>
  ({
    id: `st${id}`,
    settlementNo: `ST${id}`,
    status: '2',
    supplierId: 'd-s',
    distributorId: 'd-d',
    periodFrom: '2026-09-01',
    periodTo: '2026-09-30',
    createdAt: updatedAt,
    updatedAt,
    version: 1,
    ...extra,
  }) as SettlementRow
const flow = (id: number, createdAt: string, type = '2') =>
  ({ id: `f${id}`, accountId: 'fa', type, amount: -100, createdAt, updatedAt: createdAt }) as FinanceFlowRow

function api(tables: {
  settlements: () => SettlementRow[]
  flows: () => FinanceFlowRow[]
  recharges: () => RechargeRow[]
}) {
  const asked: { path: string; since: string }[] = []
  const page = <T extends { updatedAt: string }>(rows: T[], body?: Record<string, unknown>) => {
    const since = String(body?.updatedSince)
    const kept = rows.filter((row) => row.updatedAt >= since).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
    const pageNo = Number(body?.pageNo)
    return {
      pageSize: SYNC_PAGE_SIZE,
      pageNum: pageNo,
      total: kept.length,
      pages: Math.ceil(kept.length / SYNC_PAGE_SIZE),
      list: kept.slice((pageNo - 1) * SYNC_PAGE_SIZE, pageNo * SYNC_PAGE_SIZE),
    }
  }
  const fetchData = (async (path: string, body?: Record<string, unknown>) => {
    if (path === '/config/list') return Object.fromEntries(CONFIG_CODES.map((code) => [code, []]))
    if (path === '/area/list' || path === '/express/list') return []
    asked.push({ path, since: String(body?.updatedSince) })
    if (path === '/ds/list/settlement_order') return page(tables.settlements(), body)
    if (path === '/ds/list/finance_flow') return page(tables.flows(), body)
    if (path === '/finance/recharge/list') return page(tables.recharges(), body)
    throw new Error(`unexpected ${path}`)
  }) as MirrorFetch
  return { asked, fetchData }
}

describe('finance mirrors', () => {
  it('first reaches back FINANCE_DAYS, then asks deltas; keeps fresher local rows and drops deleted ones', async () => {
    const now = Date.now()
    const at = (days: number) => new Date(now - days * 86_400_000).toISOString()
    let settlements = [settlement(1, at(100)), settlement(2, at(40)), settlement(3, at(2))]
    const flows = [flow(1, at(90)), flow(2, at(10), '1')]
    const server = api({ settlements: () => settlements, flows: () => flows, recharges: () => [] })
    const report = await syncMirrors(db, server.fetchData, {
      locale: 'en',
      orders: false,
      refunds: false,
      finance: true,
    })
    expect(report).toMatchObject({ settlements: 3, financeFlows: 2, recharges: 0 })
    const firstSince = Date.parse(server.asked[0]!.since)
    expect(Math.round((now - firstSince) / 86_400_000)).toBe(FINANCE_DAYS)
    expect(await db.settlements.count()).toBe(3)

    // Locally newer (a statement opened after a change) beats an older delta row.
    await saveSettlementDetail(db, { ...settlement(3, at(1), { status: '1', version: 3 }), lines: [] } as never)
    settlements = [
      settlement(1, at(100)),
      settlement(2, at(0.5), { deleted: true }),
      settlement(3, at(0.5), { status: '2', version: 2 }),
    ]
    server.asked.length = 0
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: false, refunds: false, finance: true })
    expect(server.asked.find((entry) => entry.path === '/ds/list/settlement_order')?.since).toBe(at(2))
    expect(await db.settlements.get('st2')).toBeUndefined()
    expect((await db.settlements.get('st3'))?.status).toBe('1')
    expect((await db.syncState.get(MIRRORS.settlements))?.rows).toBe(2)
  })

  it('filters on the device like the server', async () => {
    await db.settlements.bulkPut([
      settlement(1, '2026-10-01T00:00:00Z', { status: '3', periodFrom: '2026-08-01', periodTo: '2026-08-31' }),
      settlement(2, '2026-10-02T00:00:00Z', { status: '2' }),
    ])
    const settled = await mirrorSettlementPage(db, { status: '3', pageNo: 1, pageSize: 10 })
    expect(settled.data.map((row) => row.id)).toEqual(['st1'])
    const september = await mirrorSettlementPage(db, { periodFrom: '2026-09-10', pageNo: 1, pageSize: 10 })
    expect(september.data.map((row) => row.id)).toEqual(['st2'])
    await db.financeFlows.bulkPut([flow(1, '2026-10-01T00:00:00Z'), flow(2, '2026-10-03T00:00:00Z', '1')])
    const recharges = await mirrorFlowPage(db, { type: '1', pageNo: 1, pageSize: 10 })
    expect(recharges.data.map((row) => row.id)).toEqual(['f2'])
  })
})
