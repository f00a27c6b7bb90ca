// Opens the database the configuration asks for: PostgreSQL when DATABASE_URL is set,
// otherwise the embedded PGlite in DATA_DIR. Drivers load on demand, so a start never pays
// for the one it does not use.
import type { AppConfig } from '../config'
import type { DatabaseHandle } from './types'

export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return (await import('./open-postgres')).openPostgres(config.databaseUrl)
  return (await import('./open-pglite')).openPglite(config.dataDir)
}
