// Reads of the materials library: category rows with their counts, material pages with the
// filters of materialListSchema (a category includes its descendants), font pages. Tenant rows
// have `did` = the caller's tenant; platform rows have `did` null.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ServerPage } from '../../../src/contract/envelope'
import {
  type ColorMode,
  descendantIds,
  type FontFormat,
  type FontRow,
  type fontListSchema,
  type MaterialCategoryRow,
  type MaterialFormat,
  type MaterialListRequest,
  type MaterialRow,
  type MaterialType,
} from '../../../src/contract/materials'
import { type FontRecord, fonts, type MaterialRecord, materialCategories, materials } from '../../db/schema'
import type { Database } from '../../db/types'

/** The caller's tenant, or null for the platform's public rows. */
export type Owner = string | null

const ownedBy = (column: typeof materials.did | typeof materialCategories.did | typeof fonts.did, owner: Owner) =>
  owner === null ? isNull(column) : eq(column, owner)

export async function listCategories(db: Database, owner: Owner): Promise<MaterialCategoryRow[]> {
  const counts = db
    .select({ categoryId: materials.categoryId, n: count().as('n') })
    .from(materials)
    .where(ownedBy(materials.did, owner))
    .groupBy(materials.categoryId)
    .as('counts')
  const rows = await db
    .select({ category: materialCategories, n: counts.n })
    .from(materialCategories)
    .leftJoin(counts, eq(counts.categoryId, materialCategories.id))
    .where(ownedBy(materialCategories.did, owner))
    .orderBy(asc(materialCategories.sort), asc(materialCategories.name))
  return rows.map(({ category, n }) => ({
    id: category.id,
    pid: category.pid,
    name: category.name,
    sort: category.sort,
    isPublic: category.did === null,
    materialCount: Number(n ?? 0),
    updatedAt: category.updatedAt.toISOString(),
    version: category.version,
  }))
}

export function toMaterialRow(row: MaterialRecord, categoryName: string | null): MaterialRow {
  return {
    id: row.id,
    name: row.name,
    type: row.type as MaterialType,
    categoryId: row.categoryId,
    categoryName,
    tags: row.tags,
    width: row.width,
    height: row.height,
    dpi: row.dpi,
    colorMode: row.colorMode as ColorMode,
    format: row.format as MaterialFormat,
    sizeBytes: row.sizeBytes,
    isPublic: row.did === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

export async function materialRow(db: Database, row: MaterialRecord): Promise<MaterialRow> {
  if (!row.categoryId) return toMaterialRow(row, null)
  const [category] = await db
    .select({ name: materialCategories.name })
    .from(materialCategories)
    .where(eq(materialCategories.id, row.categoryId))
  return toMaterialRow(row, category?.name ?? null)
}

const SORT_COLUMNS = {
  createdAt: materials.createdAt,
  updatedAt: materials.updatedAt,
  name: materials.name,
  sizeBytes: materials.sizeBytes,
} as const

const nextDay = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000)
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listMaterials(
  db: Database,
  owner: Owner,
  request: MaterialListRequest,
): Promise<ServerPage<MaterialRow>> {
  const where: SQL[] = [ownedBy(materials.did, owner)]
  if (request.categoryId === 'none') where.push(isNull(materials.categoryId))
  else if (request.categoryId) {
    const ids = descendantIds(await listCategories(db, owner), request.categoryId)
    where.push(inArray(materials.categoryId, ids))
  }
  if (request.type) where.push(eq(materials.type, request.type))
  if (request.keyword) {
    const like = likeOf(request.keyword)
    where.push(or(ilike(materials.name, like), sql`${materials.tags}::text ilike ${like}`) as SQL)
  }
  if (request.createdFrom) where.push(gte(materials.createdAt, new Date(`${request.createdFrom}T00:00:00Z`)))
  if (request.createdTo) where.push(lt(materials.createdAt, nextDay(request.createdTo)))
  if (request.updatedSince) where.push(gte(materials.updatedAt, new Date(request.updatedSince)))
  const condition = and(...where)
  const column = SORT_COLUMNS[request.sortField ?? 'createdAt']
  const direction = request.sortOrder === 'ascend' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({ material: materials, categoryName: materialCategories.name })
      .from(materials)
      .leftJoin(materialCategories, eq(materialCategories.id, materials.categoryId))
      .where(condition)
      .orderBy(direction(column), direction(materials.id))
      .limit(request.pageSize)
      .offset((request.pageNo - 1) * request.pageSize),
    db.select({ n: count() }).from(materials).where(condition),
  ])
  const totalCount = Number(total?.n ?? 0)
  return {
    pageSize: request.pageSize,
    pageNum: request.pageNo,
    total: totalCount,
    pages: Math.ceil(totalCount / request.pageSize),
    list: rows.map(({ material, categoryName }) => toMaterialRow(material, categoryName)),
  }
}

export function toFontRow(row: FontRecord): FontRow {
  return {
    id: row.id,
    family: row.family,
    fileName: row.fileName,
    format: row.format as FontFormat,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

export async function listFonts(
  db: Database,
  did: string,
  request: z.output<typeof fontListSchema>,
): Promise<ServerPage<FontRow>> {
  const where: SQL[] = [eq(fonts.did, did)]
  if (request.keyword) {
    const like = likeOf(request.keyword)
    where.push(or(ilike(fonts.family, like), ilike(fonts.fileName, like)) as SQL)
  }
  const condition = and(...where)
  const column = request.sortField === 'family' ? fonts.family : fonts.createdAt
  const direction = request.sortOrder === 'ascend' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(fonts)
      .where(condition)
      .orderBy(direction(column), direction(fonts.id))
      .limit(request.pageSize)
      .offset((request.pageNo - 1) * request.pageSize),
    db.select({ n: count() }).from(fonts).where(condition),
  ])
  const totalCount = Number(total?.n ?? 0)
  return {
    pageSize: request.pageSize,
    pageNum: request.pageNo,
    total: totalCount,
    pages: Math.ceil(totalCount / request.pageSize),
    list: rows.map(toFontRow),
  }
}
