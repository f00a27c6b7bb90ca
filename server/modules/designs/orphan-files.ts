// Design files nothing refers to any more are removed (issue 17): print files and mockups a save
// drew and then did not commit (a refused or conflicting save never retried), a batch step that
// drew its mockups and was cancelled or crashed before its rows committed, and anything else left
// under a tenant's `d/<tenant>/p|m/` folders that no design version, recorded mockup or pending
// print file names. Run by the hourly maintenance sweep (plugins/maintenance.ts), like the other
// removals by age.
//
// Safely: a file is a candidate only when it is older than ORPHAN_GRACE_MS (a save or batch step
// in progress has just drawn or touched its files, file-use.ts); it is kept when any design
// version (every version is kept: orders and production keep theirs), recorded mockup or pending
// print file of its tenant names it, or when a goods, order line, purchase line or plaza offer
// image holds its address (a copied image address); and right before the removal, with the file
// registered as being removed so no save can reuse it unseen, it is looked up again and must be
// old still.
import { sql } from 'drizzle-orm'
import { rowsIn } from '../../db/rows'
import type { Database } from '../../db/types'
import type { FileStorage } from '../../lib/file-storage'
import { removeUnused } from './file-use'

/** Files younger than this are never removed: a day covers any save or batch step in progress. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000
/** Only the files the design module draws (design-render.ts: printFileKey, mockupKey). */
const DESIGN_FILE = /^d\/([^/]+)\/(p\/[0-9a-f]+-print\.png|m\/[0-9a-f]+-mockup\.jpg)$/

/** Every key the tenant's design records name: versions' files, recorded mockups, pending print files. */
async function namedKeys(db: Database, did: string): Promise<Set<string>> {
  const rows = rowsIn<{ key: string | null }>(
    await db.execute(sql`
      select f->>'printFile' as key from design_versions v, jsonb_array_elements(v.files) f where v.did = ${did}
      union select f->>'mockup' from design_versions v, jsonb_array_elements(v.files) f where v.did = ${did}
      union select key from design_mockups where did = ${did}
      union select print_key from design_mockups where did = ${did}
      union select key from design_pending_prints where did = ${did}`),
  )
  return new Set(rows.map((row) => row.key).filter((key): key is string => Boolean(key)))
}

/** Whether any design record of the tenant names the key (the check just before a removal). */
async function isNamed(db: Database, did: string, key: string): Promise<boolean> {
  const rows = rowsIn<{ found: number }>(
    await db.execute(sql`
      select 1 as found where
        exists (select 1 from design_versions where did = ${did}
          and (files @> ${JSON.stringify([{ printFile: key }])}::jsonb or files @> ${JSON.stringify([{ mockup: key }])}::jsonb))
        or exists (select 1 from design_mockups where did = ${did} and (key = ${key} or print_key = ${key}))
        or exists (select 1 from design_pending_prints where key = ${key})`),
  )
  return rows.length > 0
}

/** Whether an image address anywhere holds the key (an address copied beyond the design's goods). */
async function inImageAddress(db: Database, key: string): Promise<boolean> {
  const rows = rowsIn<{ found: number }>(
    await db.execute(sql`
      select 1 as found where
        exists (select 1 from goods where position(${key} in images::text) > 0 or position(${key} in coalesce(design_image, '')) > 0)
        or exists (select 1 from sale_order_lines where position(${key} in coalesce(image, '')) > 0)
        or exists (select 1 from purchase_order_lines where position(${key} in coalesce(image, '')) > 0)
        or exists (select 1 from plaza_offers where position(${key} in images::text) > 0)`),
  )
  return rows.length > 0
}

export interface OrphanSweep {
  /** Design files looked at (old enough to be candidates). */
  old: number
  removed: string[]
}

/** Removes the design files of every tenant that nothing refers to (see above). */
export async function sweepOrphanDesignFiles(
  db: Database,
  storage: FileStorage,
  { now = Date.now(), graceMs = ORPHAN_GRACE_MS }: { now?: number; graceMs?: number } = {},
): Promise<OrphanSweep> {
  const before = now - graceMs
  const result: OrphanSweep = { old: 0, removed: [] }
  const byTenant = new Map<string, string[]>()
  for (const file of await storage.list('d')) {
    const match = DESIGN_FILE.exec(file.key)
    if (!match || file.modifiedAt.getTime() >= before) continue
    result.old++
    byTenant.set(match[1]!, [...(byTenant.get(match[1]!) ?? []), file.key])
  }
  for (const [did, keys] of byTenant) {
    const named = await namedKeys(db, did)
    for (const key of keys) {
      if (named.has(key) || (await inImageAddress(db, key))) continue
      const removed = await removeUnused(storage, key, async () => {
        // Looked up again now that no save can reuse it unseen: still unnamed, still old.
        const modifiedAt = await storage.modifiedAt(key)
        if (!modifiedAt || modifiedAt.getTime() >= before) return false
        return !(await isNamed(db, did, key)) && !(await inImageAddress(db, key))
      })
      if (removed) result.removed.push(key)
    }
  }
  return result
}
