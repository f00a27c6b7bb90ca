// Settlement items name their tenant (issue 15 item 3, migration 0030): rows made before the column
// take it from their settlement; reads and writes of items name it, so another tenant's settlement
// lines are never read and its items never freed.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SettlementDetail } from '../../../src/contract/settlement'
import { migrationsFolder } from '../../db/migrations-folder'
import { openPgliteInMemory } from '../../db/open-pglite'
import { openPostgres } from '../../db/open-postgres'
import { rowsOf } from '../../db/rows'
import type { DatabaseHandle, DriverKind } from '../../db/types'
import { describeApp } from '../../test/helper'
import { databaseUrlFor } from '../../test/postgres-url'
import { scalar } from '../../test/support'
import { DRIVERS } from '../../test/test-database'
import { addSecondSupplier } from '../purchasing/test-support'
import { settlementLines } from './settlement-read'
import { settlementCalls } from './test-support'

const ADDED_IN = '0030_settlement_items_did'

/** A copy of the committed migrations without `ADDED_IN` and those after it. */
async function migrationsBefore(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-before-'))
  await cp(migrationsFolder(), folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === ADDED_IN)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

/** Migrates to just before ADDED_IN, writes two tenants' settlements with items, then migrates the rest. */
async function backfilled(handle: DatabaseHandle) {
  const before = await migrationsBefore()
  try {
    process.env.MIGRATIONS_DIR = before
    await handle.migrate()
  } finally {
    delete process.env.MIGRATIONS_DIR
    await rm(before, { recursive: true, force: true })
  }
  const { db } = handle
  await db.execute(sql`insert into distributors (id, name, type) values
    ('bf-buyer-a', 'Buyer A', 0), ('bf-buyer-b', 'Buyer B', 0), ('bf-supplier', 'Supplier', 2)`)
  await db.execute(sql`insert into purchase_orders (id, did, supplier_id, purchase_no, status, currency, address, created_by)
    values ('bf-po-a', 'bf-buyer-a', 'bf-supplier', 'BF-A', '4', 'CNY', '{}', 'test'),
           ('bf-po-b', 'bf-buyer-b', 'bf-supplier', 'BF-B', '4', 'CNY', '{}', 'test')`)
  await db.execute(sql`insert into settlements
    (id, did, supplier_id, settlement_no, status, raised_by, currency, period_from, period_to, created_by)
    values ('bf-st-a', 'bf-buyer-a', 'bf-supplier', 'BF-ST-A', '2', 'distributor', 'CNY', '2026-01-01', '2026-01-31', 'test'),
           ('bf-st-b', 'bf-buyer-b', 'bf-supplier', 'BF-ST-B', '2', 'distributor', 'CNY', '2026-01-01', '2026-01-31', 'test')`)
  await db.execute(sql`insert into settlement_items (id, settlement_id, purchase_order_id)
    values ('bf-item-a', 'bf-st-a', 'bf-po-a'), ('bf-item-b', 'bf-st-b', 'bf-po-b')`)
  await handle.migrate()
  return rowsOf<{ id: string; did: string }>(db, sql`select id, did from settlement_items order by id`)
}

async function expectBackfill(handle: DatabaseHandle) {
  expect(await backfilled(handle)).toEqual([
    { id: 'bf-item-a', did: 'bf-buyer-a' },
    { id: 'bf-item-b', did: 'bf-buyer-b' },
  ])
  // NOT NULL once filled: an item without its tenant is refused.
  await expect(
    handle.db.execute(
      sql`insert into settlement_items (id, settlement_id, purchase_order_id) values ('bf-item-x', 'bf-st-a', 'bf-po-a')`,
    ),
  ).rejects.toThrow()
}

/** A new empty database of the driver, closed (and dropped) after `use`. */
async function withEmptyDatabase(driver: DriverKind, use: (handle: DatabaseHandle) => Promise<void>) {
  if (driver === 'pglite') {
    const handle = await openPgliteInMemory()
    try {
      return await use(handle)
    } finally {
      await handle.close()
    }
  }
  const admin = process.env.DATABASE_URL!
  const name = `dc_backfill_${Date.now().toString(36)}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database "${name}"`)
  const handle = await openPostgres(databaseUrlFor(admin, name), 2)
  try {
    await use(handle)
  } finally {
    await handle.close()
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.end()
  }
}

describe('migration 0030 fills settlement_items.did from the settlement', () => {
  // Every migration on a new database, twice over: longer than a request test on a loaded machine.
  for (const driver of DRIVERS) it(`on ${driver}`, () => withEmptyDatabase(driver, expectBackfill), 180_000)
})

describeApp('settlement items and another tenant', (get) => {
  const { post, raiseToday } = settlementCalls(get)
  let settlement: SettlementDetail
  beforeAll(async () => {
    await addSecondSupplier(get)
    settlement = await raiseToday()
  })

  it('are written with the settlement’s tenant', async () => {
    expect(
      await scalar(
        get,
        `select count(*) from settlement_items i join settlements s on s.id = i.settlement_id
          where i.settlement_id = '${settlement.id}' and i.did = s.did and s.did = 'd-demo'`,
      ),
    ).toBe(settlement.lines.length)
  })

  it('are read only for their own tenant', async () => {
    expect(settlement.lines.length).toBeGreaterThan(0)
    expect((await settlementLines(get().db, 'd-demo', [settlement.id])).get(settlement.id)).toHaveLength(
      settlement.lines.length,
    )
    expect((await settlementLines(get().db, 'd-demo2', [settlement.id])).size).toBe(0)
  })

  it('stay live when another tenant tries to cancel the settlement', async () => {
    const live = () =>
      scalar(get, `select count(*) from settlement_items where settlement_id = '${settlement.id}' and live`)
    const refused = await post('/settlement/cancel', { settlementId: settlement.id }, { as: 'seller2' })
    expect(refused.status).toBe(404)
    expect(await live()).toBe(settlement.lines.length)
    const cancelled = await post('/settlement/cancel', { settlementId: settlement.id })
    expect(cancelled.status, cancelled.raw).toBe(200)
    expect(await live()).toBe(0)
  })
})
