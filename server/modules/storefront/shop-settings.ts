// A storefront shop's settings row (template, feeding strategy, back-office password, payout
// account) and the partners granted its orders, read as one view; the row is made on first use.
import { and, asc, eq, isNull } from 'drizzle-orm'
import { type ShopSettingsView, type StorefrontTemplate, storePathOf } from '../../../src/contract/storefront'
import { distributors, generationStrategies, shopGrants, shopSettings } from '../../db/schema'
import type { Database } from '../../db/types'

/** The settings row of a shop, locked for the change (inserted with defaults when missing). */
export async function lockSettings(tx: Database, did: string, shopId: string) {
  await tx.insert(shopSettings).values({ shopId, did }).onConflictDoNothing()
  const [row] = await tx
    .select()
    .from(shopSettings)
    .where(and(eq(shopSettings.did, did), eq(shopSettings.shopId, shopId)))
    .for('update')
  if (!row) throw new Error(`settings of ${shopId} vanished`)
  return row
}

export async function settingsView(db: Database, did: string, shopId: string): Promise<ShopSettingsView> {
  const [row] = await db
    .select({ settings: shopSettings, strategyName: generationStrategies.name })
    .from(shopSettings)
    .leftJoin(generationStrategies, eq(generationStrategies.id, shopSettings.strategyId))
    .where(and(eq(shopSettings.did, did), eq(shopSettings.shopId, shopId)))
  const grants = await db
    .select({
      partnerId: shopGrants.partnerId,
      partnerName: distributors.name,
      partnerType: distributors.type,
      grantedAt: shopGrants.grantedAt,
    })
    .from(shopGrants)
    .innerJoin(distributors, eq(distributors.id, shopGrants.partnerId))
    .where(and(eq(shopGrants.did, did), eq(shopGrants.shopId, shopId), isNull(shopGrants.revokedAt)))
    .orderBy(asc(shopGrants.grantedAt))
  const settings = row?.settings
  const account = settings?.financeAccount ?? null
  return {
    shopId,
    template: (settings?.template ?? 'classic') as StorefrontTemplate,
    strategyId: settings?.strategyId ?? null,
    strategyName: row?.strategyName ?? null,
    hasPassword: !!settings?.passwordHash,
    passwordChangedAt: settings?.passwordChangedAt?.toISOString() ?? null,
    financeAccount: account
      ? { holder: account.holder, bank: account.bank, accountTail: account.accountNo.replace(/\s/g, '').slice(-4) }
      : null,
    grants: grants.map((grant) => ({ ...grant, grantedAt: grant.grantedAt.toISOString() })),
    storePath: storePathOf(shopId),
    version: settings?.version ?? 1,
  }
}
