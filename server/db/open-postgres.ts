// PostgreSQL through a `pg` pool, for DATABASE_URL. The driver modules are imported on first
// use: an embedded-database start should not pay for loading them.
import { migrationsFolder } from './migrations-folder'
import * as schema from './schema'
import type { Database, DatabaseHandle } from './types'

/** Any constant works; it only has to be the same for every instance of this server. */
const MIGRATION_LOCK_KEY = 7_340_291

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString, max: poolSize })
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  // Nor one that breaks while a request holds it (the backend terminated, the database restarted):
  // its query fails (the request answers 500, its transaction never committed), but the client's
  // own 'error' event, with nobody listening, would take the whole server down. The pool drops it.
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  const db = drizzle({ client: pool, schema })
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      // Several instances may start together: the advisory lock lets one migrate while the
      // others wait, then find nothing left to do.
      const lock = await pool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migrate(db, { migrationsFolder: migrationsFolder() })
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        lock.release()
      }
    },
    close: () => pool.end(),
  }
}
