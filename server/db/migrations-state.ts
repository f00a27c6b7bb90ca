// Whether the database already has the newest committed migration. Drizzle's migrator does
// DDL (CREATE SCHEMA/TABLE IF NOT EXISTS) even when nothing is pending, which costs ~150 ms on
// PGlite; checking first keeps a restart on an existing data folder under a second.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { rowsOf } from './rows'
import type { Database } from './types'

function newestMigrationMillis(folder: string): number | undefined {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return journal.entries.at(-1)?.when
}

export async function isUpToDate(db: Database, folder: string): Promise<boolean> {
  const newest = newestMigrationMillis(folder)
  if (newest === undefined) return true
  try {
    const [newestApplied] = await rowsOf<{ created_at: string | number }>(
      db,
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )
    const applied = newestApplied?.created_at
    return applied !== undefined && Number(applied) >= newest
  } catch {
    // No migrations table yet: a new database.
    return false
  }
}
