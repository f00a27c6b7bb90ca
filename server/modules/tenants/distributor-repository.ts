// Tenants (distributors, suppliers, manufacturers) and their partner links.
import { and, eq, sql } from 'drizzle-orm'
import { type Distributor, distributorPartners, distributors } from '../../db/schema'
import type { Database } from '../../db/types'

export type DistributorChanges = Partial<
  Pick<Distributor, 'name' | 'contactName' | 'contactPhone' | 'address' | 'avatar'>
>

/** What the API shows of a tenant. */
export function publicDistributor(row: Distributor) {
  const { createdAt, updatedAt, ...rest } = row
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() }
}

export async function findDistributor(db: Database, did: string): Promise<Distributor | undefined> {
  const [row] = await db.select().from(distributors).where(eq(distributors.id, did)).limit(1)
  return row
}

export async function findByInviteCode(db: Database, inviteCode: string): Promise<Distributor | undefined> {
  const [row] = await db
    .select()
    .from(distributors)
    .where(and(eq(sql`upper(${distributors.inviteCode})`, inviteCode.toUpperCase()), eq(distributors.type, 0)))
    .limit(1)
  return row
}

export async function updateDistributor(db: Database, did: string, changes: DistributorChanges) {
  const [row] = await db
    .update(distributors)
    .set({ ...changes, version: sql`${distributors.version} + 1` })
    .where(eq(distributors.id, did))
    .returning()
  return row
}

/** Links a supplier/manufacturer tenant to a distributor; false if the link already exists. */
export async function linkPartner(db: Database, distributorId: string, partnerId: string, partnerType: number) {
  const rows = await db
    .insert(distributorPartners)
    .values({ distributorId, partnerId, partnerType })
    .onConflictDoNothing()
    .returning({ partnerId: distributorPartners.partnerId })
  return rows.length > 0
}
