// 1,000 SKUs claiming codes at once from two server instances on one database — on PostgreSQL a
// second Node process with its own pool (claim-process.ts) claims while this one does: every SKU
// gets a code and no code is given twice (FOR UPDATE SKIP LOCKED), and a SKU asked for twice at
// once (by both processes) still holds one code. On PGlite (one process only) the two halves run
// through the one database.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeApp } from '../../test/helper'
import { databaseUrlFor } from '../../test/postgres-url'
import { rowsOf, scalar } from '../../test/support'
import { importCodes } from './import-codes'
import { claimCodes } from './public'
import { eanCodes } from './test-support'

const SKUS = 1000
const PER_CLAIM = 10

describeApp('product code claims from two instances', (get) => {
  it('1,000 SKUs claimed at once by two server processes (one pool each): each its own code, none twice', async () => {
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
    let second: Awaited<ReturnType<typeof secondProcess>> | null = null
    if (get().driver === 'postgres') {
      const [current] = await rowsOf<{ name: string }>(get, sql`select current_database() as name`)
      second = await secondProcess(databaseUrlFor(process.env.DATABASE_URL as string, current?.name ?? ''))
    }
    try {
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
      const here = (batch: (typeof batches)[number]) => db.transaction((tx) => claimCodes(tx, 'd-demo', batch))
      const theirs = work.filter(([, pool]) => pool === 1).map(([batch]) => batch)
      const [mine, other] = await Promise.all([
        Promise.all(work.filter(([, pool]) => pool === 0).map(([batch]) => here(batch))),
        second ? second.claim(theirs) : Promise.all(theirs.map(here)).then((all) => all.flat()),
      ])
      const results = [...mine, other]
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
      if (second) expect(other.length).toBeGreaterThan(0)
    } finally {
      second?.stop()
    }
  }, 120_000)
})

type Claimed = Awaited<ReturnType<typeof claimCodes>>

/** Starts claim-process.ts as its own Node process; resolves once it is connected. */
async function secondProcess(url: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'claim-process.ts'), url, 'd-demo'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const first = await lines.next()
  if (first.value !== 'ready') throw new Error(`claim process did not start: ${first.value}`)
  return {
    async claim(batches: { sku: string; goodsId: string }[][]): Promise<Claimed> {
      child.stdin.write(`${JSON.stringify(batches)}\n`)
      const answer = await lines.next()
      return JSON.parse(answer.value as string) as Claimed
    },
    stop: () => child.kill(),
  }
}
