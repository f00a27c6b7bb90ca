// Keeps the reference data (areas, config dictionaries, express companies) in the database
// equal to the lists in this folder. Runs at every start and in `npm run db:seed`; it only
// writes when the lists changed (a hash is kept in app_meta), so a normal start costs one read.
import { eq, notInArray, sql } from 'drizzle-orm'
import { sha256 } from '../../lib/hash'
import { appMeta, areas, configEntries, expressCompanies } from '../schema'
import type { Database } from '../types'
import { areaRows, configRows, expressRows } from './rows'

const VERSION_KEY = 'reference_version'
const REFERENCE_LOCK_KEY = 7_340_292

export async function ensureReferenceData(db: Database): Promise<boolean> {
  const data = { areas: areaRows(), config: configRows(), express: expressRows() }
  const version = sha256(JSON.stringify(data))
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, VERSION_KEY))
  if (current?.value === version) return false
  return db.transaction(async (tx) => {
    // Instances starting together take turns; the later one finds the work done.
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK_KEY})`)
    const [again] = await tx.select().from(appMeta).where(eq(appMeta.key, VERSION_KEY))
    if (again?.value === version) return false
    await tx
      .insert(areas)
      .values(data.areas)
      .onConflictDoUpdate({
        target: areas.id,
        set: {
          pid: sql`excluded.pid`,
          nameZh: sql`excluded.name_zh`,
          nameEn: sql`excluded.name_en`,
          sort: sql`excluded.sort`,
          updatedAt: sql`now()`,
        },
      })
    await tx.delete(areas).where(
      notInArray(
        areas.id,
        data.areas.map((row) => row.id),
      ),
    )
    // Config rows are keyed by (code, value); replacing them whole is simplest and small.
    await tx.delete(configEntries)
    await tx.insert(configEntries).values(data.config)
    await tx
      .insert(expressCompanies)
      .values(data.express)
      .onConflictDoUpdate({
        target: expressCompanies.value,
        set: {
          textZh: sql`excluded.text_zh`,
          textEn: sql`excluded.text_en`,
          scope: sql`excluded.scope`,
          sort: sql`excluded.sort`,
          updatedAt: sql`now()`,
        },
      })
    await tx.delete(expressCompanies).where(
      notInArray(
        expressCompanies.value,
        data.express.map((row) => row.value),
      ),
    )
    await tx
      .insert(appMeta)
      .values({ key: VERSION_KEY, value: version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: sql`now()` } })
    return true
  })
}
