// 1,000 SKUs claiming codes at once from two connection pools on one database — on PostgreSQL
// two independent pools, as two server instances would be: every SKU gets a code and no code is
// given twice (FOR UPDATE SKIP LOCKED), and a SKU asked for twice at once still holds one code.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { openPostgres } from '../../db/open-postgres'
import type { Database } from '../../db/types'
import { describeApp } from '../../test/helper'
import { databaseUrlFor } from '../../test/postgres-url'
import { rowsOf, scalar } from '../orders/test-support'
import { importCodes } from './import-codes'
import { claimCodes } from './public'
import { eanCodes } from './test-support'

const SKUS = 1000
const PER_CLAIM = 10

describeApp('product code claims from two instances', (get) => {
  it('1,000 SKUs claimed concurrently through two pools: each its own code, none twice', async () => {
    const db = get().db
    const caller = { did: 'd-demo' } as Parameters<typeof importCodes>[1]
    const codes = eanCodes(1100, 70_000)
    await db.transaction((tx) =>
      importCodes(tx, caller, {
        fileName: 'race.csv',
        rows: codes.slice(0, 1000).map((code, i) => ({ rowNo: i + 2, code })),
      }),
    )
    await db.transaction((tx) =>
      importCodes(tx, caller, {
        fileName: 'race.csv',
        rows: codes.slice(1000).map((code, i) => ({ rowNo: i + 2, code })),
      }),
    )
    let second: { db: Database; close(): Promise<void> } | null = null
    if (get().driver === 'postgres') {
      const [current] = await rowsOf<{ name: string }>(get, sql`select current_database() as name`)
      second = await openPostgres(databaseUrlFor(process.env.DATABASE_URL as string, current?.name ?? ''), 8)
    }
    try {
      const pools = [db, second?.db ?? db]
      const batches = Array.from({ length: SKUS / PER_CLAIM }, (_, b) =>
        Array.from({ length: PER_CLAIM }, (_, i) => ({ sku: `race-${b * PER_CLAIM + i}`, goodsId: 'g-race' })),
      )
      // Every tenth batch is sent twice (once through each pool): the same SKUs asked for at once.
      const work = batches.flatMap((batch, b) =>
        b % 10 === 0
          ? [
              [batch, 0],
              [batch, 1],
            ]
          : [[batch, b % 2]],
      ) as [(typeof batches)[number], number][]
      const results = await Promise.all(
        work.map(([batch, pool]) => (pools[pool] as Database).transaction((tx) => claimCodes(tx, 'd-demo', batch))),
      )
      const given = new Map<string, string>()
      for (const claimed of results)
        for (const row of claimed) {
          const before = given.get(row.sku)
          expect(before === undefined || before === row.code).toBe(true)
          given.set(row.sku, row.code)
        }
      expect(given.size).toBe(SKUS)
      expect(new Set(given.values()).size).toBe(SKUS)
      expect(await scalar(get, `select count(*) from product_codes where sku like 'race-%'`)).toBe(SKUS)
      expect(await scalar(get, `select count(distinct sku) from product_codes where sku like 'race-%'`)).toBe(SKUS)
      expect(await scalar(get, `select count(*) from product_codes where did = 'd-demo' and status = 'unused'`)).toBe(
        100,
      )
    } finally {
      await second?.close()
    }
  }, 120_000)
})
