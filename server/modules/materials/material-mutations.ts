// Changes of materials and categories. Each runs in the caller's transaction (withIdempotency),
// scoped to the caller's tenant: another tenant's row answers 404, a platform row is read-only,
// a stale `version` answers 412 with the current row. Writes go through server/db/versioned.ts
// (tenant in the WHERE); the locks stay here because a platform row is read-only, not missing.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import {
  type categorySaveSchema,
  descendantIds,
  type MaterialCategoryRow,
  type MaterialRow,
  type materialUpdateSchema,
  ROOT_CATEGORY_ID,
} from '../../../src/contract/materials'
import {
  type MaterialCategoryRecord,
  type MaterialRecord,
  materialCategories,
  materials,
  textMaterials,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { deleteRows, staleVersion, updateRow, updateRows } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { listCategories, materialRow } from './material-read'

const readOnly = () => new AppError(ErrorCode.RULE, 'material.public.readOnly')

/** The caller's category, or 404 (a platform category: read-only). */
export async function ownCategory(
  tx: Database,
  did: string,
  id: string,
  lock = false,
): Promise<MaterialCategoryRecord> {
  const query = tx.select().from(materialCategories).where(eq(materialCategories.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (row && row.did === null) throw readOnly()
  if (!row || row.did !== did) throw notFound('what.materialCategory')
  return row
}

async function lockMaterials(tx: Database, did: string, ids: string[]): Promise<MaterialRecord[]> {
  const rows = await tx.select().from(materials).where(inArray(materials.id, ids)).for('update')
  if (rows.some((row) => row.did === null)) throw readOnly()
  const own = rows.filter((row) => row.did === did)
  if (own.length !== new Set(ids).size) throw notFound('what.material')
  return own
}

type UpdateInput = z.output<typeof materialUpdateSchema>

export async function updateMaterials(
  tx: Database,
  caller: SessionAccount,
  input: UpdateInput,
): Promise<MaterialRow[]> {
  const single = 'id' in input ? input : null
  const ids = 'ids' in input ? [...new Set(input.ids)] : [input.id]
  const rows = await lockMaterials(tx, caller.did, ids)
  const categoryId = input.categoryId
  if (categoryId) await ownCategory(tx, caller.did, categoryId)
  if (single?.version !== undefined && rows[0]!.version !== single.version) {
    throw staleVersion(await materialRow(tx, rows[0]!))
  }
  const changes: Partial<typeof materials.$inferInsert> = {}
  if (categoryId !== undefined) changes.categoryId = categoryId
  if (single?.name !== undefined) changes.name = single.name
  if (single?.tags !== undefined) changes.tags = [...new Set(single.tags)]
  if (single?.type !== undefined) changes.type = single.type
  const updated = await updateRows(tx, materials, caller.did, ids, { ...changes, updatedAt: new Date() })
  return Promise.all(updated.map((row) => materialRow(tx, row)))
}

/** Deletes the rows; answers the storage keys to remove once the change is committed. */
export async function deleteMaterials(tx: Database, caller: SessionAccount, ids: string[]) {
  const rows = await lockMaterials(tx, caller.did, ids)
  // A text material (/dis/mi/) also keeps its vector beside the PNG; its row goes with the
  // material (cascade), so its key is read before the delete.
  const vectors = await tx
    .select({ key: textMaterials.svgKey })
    .from(textMaterials)
    .where(and(eq(textMaterials.did, caller.did), inArray(textMaterials.materialId, ids)))
  await deleteRows(tx, materials, caller.did, ids)
  return {
    ids: rows.map((row) => row.id),
    keys: [...rows.flatMap((row) => [row.storageKey, row.thumbKey]), ...vectors.map((row) => row.key)],
  }
}

async function categoryRow(tx: Database, did: string, id: string): Promise<MaterialCategoryRow> {
  const row = (await listCategories(tx, did)).find((category) => category.id === id)
  if (!row) throw notFound('what.materialCategory')
  return row
}

async function assertUniqueName(tx: Database, did: string, pid: string, name: string, except?: string) {
  const conditions = [eq(materialCategories.did, did), eq(materialCategories.pid, pid)]
  if (except) conditions.push(ne(materialCategories.id, except))
  const siblings = await tx
    .select({ name: materialCategories.name })
    .from(materialCategories)
    .where(and(...conditions))
  if (siblings.some((sibling) => sibling.name.toLowerCase() === name.toLowerCase()))
    throw new AppError(ErrorCode.ALREADY_EXISTS, 'material.category.duplicate', { params: { name } })
}

export async function saveCategory(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof categorySaveSchema>,
): Promise<MaterialCategoryRow> {
  // Serialises tree edits of one tenant, so two moves cannot make a cycle between them.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`material-tree:${caller.did}`}))`)
  if (input.pid !== ROOT_CATEGORY_ID) await ownCategory(tx, caller.did, input.pid)
  if (!input.id) {
    await assertUniqueName(tx, caller.did, input.pid, input.name)
    const id = newId()
    await tx
      .insert(materialCategories)
      .values({ id, did: caller.did, pid: input.pid, name: input.name, sort: input.sort ?? 0 })
    return categoryRow(tx, caller.did, id)
  }
  const row = await ownCategory(tx, caller.did, input.id, true)
  if (input.version !== undefined && input.version !== row.version) {
    throw staleVersion(await categoryRow(tx, caller.did, row.id))
  }
  if (input.pid !== row.pid) {
    const below = descendantIds(await listCategories(tx, caller.did), row.id)
    if (below.includes(input.pid)) throw new AppError(ErrorCode.RULE, 'material.category.cycle')
  }
  await assertUniqueName(tx, caller.did, input.pid, input.name, row.id)
  await updateRow(tx, materialCategories, caller.did, row.id, {
    pid: input.pid,
    name: input.name,
    sort: input.sort ?? row.sort,
    updatedAt: new Date(),
  })
  return categoryRow(tx, caller.did, row.id)
}

export async function removeCategory(tx: Database, caller: SessionAccount, id: string): Promise<{ id: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`material-tree:${caller.did}`}))`)
  const row = await ownCategory(tx, caller.did, id, true)
  const [children] = await tx
    .select({ n: count() })
    .from(materialCategories)
    .where(and(eq(materialCategories.did, caller.did), eq(materialCategories.pid, row.id)))
  if (Number(children?.n ?? 0) > 0) throw new AppError(ErrorCode.RULE, 'material.category.hasChildren')
  const [held] = await tx
    .select({ n: count() })
    .from(materials)
    .where(and(eq(materials.did, caller.did), eq(materials.categoryId, row.id)))
  const n = Number(held?.n ?? 0)
  if (n > 0) throw new AppError(ErrorCode.RULE, 'material.category.hasMaterials', { params: { count: n } })
  await deleteRows(tx, materialCategories, caller.did, [row.id])
  return { id: row.id }
}
