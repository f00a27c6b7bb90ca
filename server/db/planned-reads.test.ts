// Reads run as PREPAREd statements on the embedded PGlite (planned-reads.ts, pglite-client.ts):
// the same rows as an ordinary query whatever the parameters (quotes, backslashes, numbers, null),
// a value that cannot be a literal falls back, a lost statement is prepared again, a transaction
// never runs them, and the order detail and page answer as before.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPgliteInMemory, type PgliteHandle } from './open-pglite'
import { planOnce, sqlLiteral } from './planned-reads'

describe('sqlLiteral', () => {
  it('quotes text (quotes doubled, backslashes as they are), numbers and booleans; refuses NUL and objects', () => {
    expect(sqlLiteral("o'brien\\x")).toBe("'o''brien\\x'")
    expect(sqlLiteral(50)).toBe("'50'")
    expect(sqlLiteral(true)).toBe("'true'")
    expect(sqlLiteral(null)).toBe('NULL')
    expect(sqlLiteral('a\0b')).toBeUndefined()
    expect(sqlLiteral(Number.NaN)).toBeUndefined()
    expect(sqlLiteral(new Date())).toBeUndefined()
  })
})

describe('planned reads on PGlite', () => {
  let handle: PgliteHandle
  beforeAll(async () => {
    handle = await openPgliteInMemory()
    await handle.client.exec(`
      create table t (id text primary key, n int, at timestamptz, doc jsonb);
      insert into t values ('a', 1, '2026-01-02T03:04:05.678Z', '{"x": 1}'), ('o''b\\', 2, null, null), ('c', 3, now(), '[]');`)
  })
  afterAll(() => handle.close())

  const statements = async () =>
    (await handle.client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n

  it('answers the same rows as an ordinary query, for every kind of parameter', async () => {
    const db = handle.db
    const prepared = db
      .select({ id: sql<string>`id`, n: sql<number>`n`, at: sql<string>`at` })
      .from(sql`t`)
      .where(sql`id = ${sql.placeholder('id')} or n > ${sql.placeholder('n')}`)
      .prepare('t_read')
    const plain = async (id: string, n: number) =>
      (await handle.client.query(`select id, n, at from t where id = $1 or n > $2`, [id, n], { rowMode: 'array' })).rows
    const before = await statements()
    const text = db
      .select({ id: sql<string>`id`, n: sql<number>`n`, at: sql<string>`at` })
      .from(sql`t`)
      .where(sql`id = ${sql.placeholder('id')} or n > ${sql.placeholder('n')}`)
      .toSQL().sql
    planOnce(db, text)
    for (const [id, n] of [
      ['a', 5],
      ["o'b\\", 5],
      ['c', 0],
      ['none', 9],
    ] as const) {
      const rows = await prepared.execute({ id, n })
      expect(rows.map((row) => [row.id, row.n, row.at])).toEqual(await plain(id, n))
    }
    expect(await statements()).toBe(before + 1)
    // A NUL cannot be a literal: the ordinary query answers (here PostgreSQL's own refusal of it).
    const refused = await prepared.execute({ id: 'a\0', n: 1 }).catch((error: Error) => error)
    expect(String(refused)).not.toMatch(/EXECUTE|syntax/)
    expect(await statements()).toBe(before + 1)
  })

  it('prepares again when the session lost the statement', async () => {
    const db = handle.db
    const build = () =>
      db
        .select({ n: sql<number>`n` })
        .from(sql`t`)
        .where(sql`id = ${sql.placeholder('id')}`)
    planOnce(db, build().toSQL().sql)
    const prepared = build().prepare('t_lost')
    expect(await prepared.execute({ id: 'a' })).toEqual([{ n: 1 }])
    await handle.client.exec('deallocate all')
    expect(await prepared.execute({ id: 'c' })).toEqual([{ n: 3 }])
  })

  it('never runs inside a transaction (it would wait for it): the transaction reads its own writes', async () => {
    const db = handle.db
    const build = (on: typeof db) =>
      on
        .select({ n: sql<number>`n` })
        .from(sql`t`)
        .where(sql`id = ${sql.placeholder('id')}`)
    planOnce(db, build(db).toSQL().sql)
    await db.transaction(async (tx) => {
      await tx.execute(sql`update t set n = 10 where id = 'a'`)
      expect(await build(tx).prepare('t_tx').execute({ id: 'a' })).toEqual([{ n: 10 }])
    })
    expect(await build(db).prepare('t_after').execute({ id: 'a' })).toEqual([{ n: 10 }])
  })

  it('stay ordinary queries in a session that reads backslashes in literals as escapes', async () => {
    const other = await openPgliteInMemory()
    try {
      // The row holds a\' : a backslash then a quote, the value a literal could be broken with.
      await other.client.exec(String.raw`create table u (id text); insert into u values ($$a\'$$);`)
      await other.client.exec('set standard_conforming_strings = off')
      const build = () =>
        other.db
          .select({ id: sql<string>`id` })
          .from(sql`u`)
          .where(sql`id = ${sql.placeholder('id')}`)
      planOnce(other.db, build().toSQL().sql)
      expect(await build().prepare('u_read').execute({ id: "a\\'" })).toEqual([{ id: "a\\'" }])
      const { rows } = await other.client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')
      expect(rows[0]!.n).toBe(0)
    } finally {
      await other.close()
    }
  })
})
