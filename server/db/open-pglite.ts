// The embedded database: PGlite with its files in a folder (DATA_DIR by default), or in memory
// (tests load a prepared dump instead of running migrations each time).
import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from './migrations-folder'
import { isUpToDate } from './migrations-state'
import { drizzleReadyClient } from './pglite-client'
import { PlannedReads, registerPlannedReads } from './planned-reads'
import { trackWrites, WriteTracker } from './read-cache'
import * as schema from './schema'
import type { Database, DatabaseHandle } from './types'

export type PgliteHandle = DatabaseHandle & { client: PGlite }

function wrap(client: PGlite): PgliteHandle {
  // This process is the only writer and sees every write through this client: see read-cache.ts.
  const tracker = new WriteTracker()
  const planned = new PlannedReads()
  const pgliteDb = drizzle({ client: drizzleReadyClient(client, tracker, planned), schema })
  // Drizzle's PGlite database and the node-postgres one differ only in their result type; the app
  // is written against the common PgDatabase (types.ts).
  const db = pgliteDb as unknown as Database
  trackWrites(db, tracker)
  registerPlannedReads(db, planned)
  return {
    client,
    db,
    kind: 'pglite',
    // One process owns a PGlite database, so no cross-instance lock is needed here.
    async migrate() {
      const folder = migrationsFolder()
      if (!(await isUpToDate(db, folder))) await migrate(pgliteDb, { migrationsFolder: folder })
    },
    close: () => client.close(),
  }
}

export async function openPglite(dataDir: string): Promise<PgliteHandle> {
  // PGlite does not create the parents of its data folder.
  await mkdir(dataDir, { recursive: true })
  return wrap(await PGlite.create(dataDir))
}

/** An in-memory database, empty or loaded from a `dumpDataDir()` tarball. */
export async function openPgliteInMemory(dump?: Blob): Promise<PgliteHandle> {
  return wrap(await PGlite.create(dump ? { loadDataDir: dump } : {}))
}
