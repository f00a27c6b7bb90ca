// The partners of a tenant: for a distributor, the suppliers and manufacturers bound to it;
// for a supplier or manufacturer, the distributors it is bound to.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { distributorPartners, distributors } from '../../db/schema'
import type { Database } from '../../db/types'

export interface PartnerQuery {
  did: string
  /** True when the caller's tenant is a distributor (it sees partners, not distributors). */
  asDistributor: boolean
  partnerType?: number
  keyword?: string
  sort: 'boundAt' | 'name'
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

const other = alias(distributors, 'other')

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export async function listPartners(db: Database, query: PartnerQuery) {
  const mine = query.asDistributor ? distributorPartners.distributorId : distributorPartners.partnerId
  const theirs = query.asDistributor ? distributorPartners.partnerId : distributorPartners.distributorId
  const filters: (SQL | undefined)[] = [eq(mine, query.did)]
  if (query.partnerType !== undefined) filters.push(eq(distributorPartners.partnerType, query.partnerType))
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`
    filters.push(or(ilike(other.name, pattern), ilike(other.contactName, pattern)))
  }
  const where = and(...filters)
  const sortColumn = query.sort === 'name' ? other.name : distributorPartners.createdAt
  const rows = await db
    .select({
      id: other.id,
      name: other.name,
      type: other.type,
      contactName: other.contactName,
      contactPhone: other.contactPhone,
      boundAt: distributorPartners.createdAt,
    })
    .from(distributorPartners)
    .innerJoin(other, eq(other.id, theirs))
    .where(where)
    .orderBy(query.order === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(other.id))
    .limit(query.limit)
    .offset(query.offset)
  const [total] = await db
    .select({ n: count() })
    .from(distributorPartners)
    .innerJoin(other, eq(other.id, theirs))
    .where(where)
  return { list: rows.map((row) => ({ ...row, boundAt: row.boundAt.toISOString() })), total: total?.n ?? 0 }
}
