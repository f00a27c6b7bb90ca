// Design reads, scoped to the tenant: the paged list (with the current mockup as a cover and the
// goods made from each design) and one design with its current version and the versions orders hold.
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { API_BASE } from '../../../src/contract/constants'
import { DESIGN_PATHS, type DesignDetail, type DesignRow, type designListSchema } from '../../../src/contract/designs'
import { designs, designVersions, goods, products, saleOrderLines } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern } from '../../lib/sql-filters'

export const mockupUrl = (key: string) => `${API_BASE}${DESIGN_PATHS.mockup(key)}`

const goodsCount = sql<number>`(select count(*)::int from ${goods} g where g.design_id = "designs"."id" and g.status <> 'deleted')`

async function rowsOf(db: Database, did: string, where: ReturnType<typeof and>, limit: number, offset: number) {
  return db
    .select({
      design: designs,
      productTitle: products.title,
      files: designVersions.files,
      sides: designVersions.sides,
      goodsCount,
    })
    .from(designs)
    .innerJoin(products, eq(products.id, designs.productId))
    .innerJoin(
      designVersions,
      and(eq(designVersions.designId, designs.id), eq(designVersions.number, designs.currentVersion)),
    )
    .where(and(eq(designs.did, did), where))
    .orderBy(desc(designs.updatedAt), desc(designs.id))
    .limit(limit)
    .offset(offset)
}

type Joined = Awaited<ReturnType<typeof rowsOf>>[number]

function toRow(row: Joined): DesignRow {
  const cover = row.files[0]?.mockup
  return {
    id: row.design.id,
    name: row.design.name,
    productId: row.design.productId,
    productTitle: row.productTitle,
    color: row.design.color,
    currentVersion: row.design.currentVersion,
    cover: cover ? mockupUrl(cover) : null,
    goodsCount: row.goodsCount,
    updatedAt: row.design.updatedAt.toISOString(),
    version: row.design.version,
  }
}

export async function listDesigns(
  db: Database,
  did: string,
  params: z.output<typeof designListSchema>,
): Promise<ListResult<DesignRow>> {
  const where = params.keyword ? ilike(designs.name, containsPattern(params.keyword)) : undefined
  const [rows, [total]] = await Promise.all([
    rowsOf(db, did, and(where), params.pageSize, (params.pageNo - 1) * params.pageSize),
    db
      .select({ n: count() })
      .from(designs)
      .where(and(eq(designs.did, did), where)),
  ])
  return { total: total?.n ?? 0, list: rows.map(toRow) }
}

/** Versions whose goods an order references: their print files never change. */
export async function frozenVersions(db: Database, designId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ number: goods.designVersion })
    .from(goods)
    .where(
      and(eq(goods.designId, designId), sql`exists (select 1 from ${saleOrderLines} l where l.goods_id = ${goods.id})`),
    )
  return rows.flatMap((row) => (row.number === null ? [] : [row.number])).sort((a, b) => a - b)
}

export async function designDetail(db: Database, did: string, id: string): Promise<DesignDetail | null> {
  const [row] = await rowsOf(db, did, eq(designs.id, id), 1, 0)
  if (!row) return null
  return {
    ...toRow(row),
    zoom: row.design.zoom,
    sides: row.sides,
    files: row.files,
    frozenVersions: await frozenVersions(db, id),
  }
}

/** One stored version of the tenant's design (production tickets ask for the one an order holds). */
export async function designVersion(db: Database, did: string, id: string, number: number) {
  const [row] = await db
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.did, did), eq(designVersions.designId, id), eq(designVersions.number, number)))
  return row ?? null
}

export const goodsOfDesigns = (db: Database, ids: string[]) =>
  db.select({ id: goods.id }).from(goods).where(inArray(goods.designId, ids))
