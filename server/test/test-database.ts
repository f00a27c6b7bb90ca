// A private database per test file, loaded or cloned from the templates global-setup prepared.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openPgliteInMemory } from '../db/open-pglite'
import { openPostgres } from '../db/open-postgres'
import type { DatabaseHandle, DriverKind } from '../db/types'
import { databaseUrlFor } from './postgres-url'

export const DRIVERS: DriverKind[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite']

export interface TestDatabase {
  handle: DatabaseHandle
  /** PostgreSQL only: the clone's address, so a test can open a second instance on it. */
  url?: string
  drop(): Promise<void>
}

async function pgliteCopy(): Promise<TestDatabase> {
  const dump = await readFile(inject('pgliteTemplate'))
  const handle = await openPgliteInMemory(new Blob([dump]))
  return { handle, drop: async () => {} }
}

async function postgresClone(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL
  const template = inject('postgresTemplate')
  if (!databaseUrl || !template) throw new Error('PostgreSQL tests need DATABASE_URL')
  const name = `dc_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`create database "${name}" template "${template}"`)
  } finally {
    await admin.end()
  }
  const url = databaseUrlFor(databaseUrl, name)
  const handle = await openPostgres(url, 4)
  return {
    handle,
    url,
    async drop() {
      const cleanup = new pg.Client({ connectionString: databaseUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists "${name}" with (force)`).catch(() => {})
      await cleanup.end()
    },
  }
}

export const openTestDatabase = (driver: DriverKind) => (driver === 'pglite' ? pgliteCopy() : postgresClone())
