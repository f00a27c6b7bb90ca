// The one way to write a versioned row (versioned.ts): a lock names the tenant, so another
// tenant's row is a 404 and never locked; a stale version is a 412 carrying the current row; and
// every UPDATE and DELETE names the tenant too, so a write with the wrong tenant changes nothing.
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { ErrorCode } from '../../src/contract/errors'
import { AppError } from '../lib/app-error'
import { describeApp } from '../test/helper'
import { DEMO_IDS } from './demo-data'
import { roles } from './schema'
import type { Database } from './types'
import { deleteRows, lockRow, lockRows, updateRow, updateRows } from './versioned'

const MINE = DEMO_IDS.distributor
const THEIRS = DEMO_IDS.secondDistributor
const ids = { mine: 'vr-role-mine', second: 'vr-role-mine-2', theirs: 'vr-role-theirs' }

/** What a call threw, or a failure when it did not throw. */
async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describeApp('versioned rows', (get) => {
  const db = (): Database => get().db
  const read = async (id: string) => (await db().select().from(roles).where(eq(roles.id, id)))[0]

  beforeAll(async () => {
    await db()
      .insert(roles)
      .values([
        { id: ids.mine, did: MINE, name: 'versioned mine' },
        { id: ids.second, did: MINE, name: 'versioned mine 2' },
        { id: ids.theirs, did: THEIRS, name: 'versioned theirs' },
      ])
  })

  it('locks the tenant’s row and writes it with version + 1', async () => {
    const before = (await read(ids.mine))!
    const written = await db().transaction(async (tx) => {
      const row = await lockRow(tx, roles, MINE, ids.mine, {
        what: 'what.role',
        version: before.version,
        current: (current) => current,
      })
      return updateRow(tx, roles, MINE, row.id, { name: 'versioned renamed' })
    })
    expect(written.name).toBe('versioned renamed')
    expect(written.version).toBe(before.version + 1)
    expect((await read(ids.mine))!.version).toBe(before.version + 1)
  })

  it('answers 404 for another tenant’s row, alone or among the caller’s', async () => {
    const one = await refusal(() =>
      db().transaction((tx) => lockRow(tx, roles, MINE, ids.theirs, { what: 'what.role' })),
    )
    expect(one.code).toBe(ErrorCode.NOT_FOUND)
    expect(one.options.messageParams).toEqual({ what: 'what.role' })
    const some = await refusal(() =>
      db().transaction((tx) => lockRows(tx, roles, MINE, [ids.mine, ids.theirs], { what: 'what.role' })),
    )
    expect(some.code).toBe(ErrorCode.NOT_FOUND)
  })

  it('answers 412 with the current row for a stale version, and writes nothing', async () => {
    const current = (await read(ids.mine))!
    const stale = await refusal(() =>
      db().transaction(async (tx) => {
        await lockRow(tx, roles, MINE, ids.mine, {
          what: 'what.role',
          version: current.version - 1,
          current: (row) => ({ id: row.id, name: row.name, version: row.version }),
        })
        await updateRow(tx, roles, MINE, ids.mine, { name: 'never written' })
      }),
    )
    expect(stale.code).toBe(ErrorCode.STALE_VERSION)
    expect(stale.key).toBe('conflict.staleVersion')
    expect(stale.options.extra).toEqual({ data: { id: ids.mine, name: current.name, version: current.version } })
    expect(await read(ids.mine)).toEqual(current)
  })

  it('locks several rows in id order', async () => {
    const rows = await db().transaction((tx) =>
      lockRows(tx, roles, MINE, [ids.second, ids.mine, ids.second], { what: 'what.role' }),
    )
    expect(rows.map((row) => row.id)).toEqual([ids.mine, ids.second].sort())
  })

  it('puts the tenant in the WHERE of every update and delete', async () => {
    const theirs = (await read(ids.theirs))!
    // Named with the wrong tenant, their row is neither changed nor deleted.
    const updated = await updateRows(db(), roles, MINE, [ids.theirs], { name: 'taken over' })
    expect(updated).toEqual([])
    await deleteRows(db(), roles, MINE, [ids.theirs])
    expect(await read(ids.theirs)).toEqual(theirs)
    // A mixed list changes only the named tenant's rows.
    const mixed = await updateRows(db(), roles, MINE, [ids.second, ids.theirs], { name: 'versioned mine 2b' })
    expect(mixed.map((row) => row.id)).toEqual([ids.second])
    await deleteRows(db(), roles, THEIRS, [ids.theirs])
    expect(
      await db()
        .select()
        .from(roles)
        .where(inArray(roles.id, [ids.theirs])),
    ).toEqual([])
  })
})
