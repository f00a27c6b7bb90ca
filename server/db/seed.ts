// Demo data (issue 2): never written over a database that already has accounts unless forced;
// forcing re-creates only the demo tenants (and everything they own), nothing else.
import { count, inArray } from 'drizzle-orm'
import { loadConfig } from '../config'
import { type FileStorage, storageFor } from '../lib/file-storage'
import { hashPassword } from '../lib/password-hash'
import {
  DEMO_ACCOUNTS,
  DEMO_FINANCE_ACCOUNTS,
  DEMO_PARTNERS,
  DEMO_PASSWORD,
  DEMO_ROLES,
  DEMO_TENANTS,
} from './demo-data'
import { seedDemoDesigns } from './demo-designs'
import { seedDemoGeneration } from './demo-generation'
import { seedDemoGoods } from './demo-goods'
import { seedDemoMaterials } from './demo-materials'
import { seedDemoOrders } from './demo-orders'
import { seedDemoPlaza } from './demo-plaza'
import { seedDemoProduction } from './demo-production'
import { seedDemoPurchasing } from './demo-purchasing'
import { seedDemoSettlement } from './demo-settlement'
import { seedDemoShipping } from './demo-shipping'
import { DEMO_STORE_SHOP, seedDemoStorefront } from './demo-storefront'
import { seedDemoSupply } from './demo-supply'
import { seedDemoTeam } from './demo-team'
import { accounts, distributorPartners, distributors, financeAccounts, roles } from './schema'
import type { Database } from './types'

export type SeedOutcome = 'seeded' | 'skipped'

export async function hasAccounts(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts)
  return (row?.n ?? 0) > 0
}

/** Whether the demo sign-ins exist here (the banner only lists them then). */
export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const ids = DEMO_ACCOUNTS.map((account) => account.id)
  const [row] = await db.select({ n: count() }).from(accounts).where(inArray(accounts.id, ids))
  return (row?.n ?? 0) > 0
}

export interface SeedOptions {
  force?: boolean
  /** Where the demo materials' files go; by default the files folder of DATA_DIR (as the server). */
  storage?: FileStorage
}

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedOutcome> {
  if (!options.force && (await hasAccounts(db))) return 'skipped'
  // Separate salts per account; hashed before the transaction so it stays short.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)))
  const teamHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    // Deleting a tenant cascades to its roles, accounts, sessions, links and finance accounts.
    await tx.delete(distributors).where(
      inArray(
        distributors.id,
        DEMO_TENANTS.map((tenant) => tenant.id),
      ),
    )
    await tx.insert(distributors).values(DEMO_TENANTS)
    await tx.insert(distributorPartners).values(DEMO_PARTNERS)
    await tx.insert(roles).values(DEMO_ROLES)
    await tx
      .insert(accounts)
      .values(DEMO_ACCOUNTS.map(({ note: _note, ...account }, i) => ({ ...account, passwordHash: hashes[i]! })))
    await tx.insert(financeAccounts).values(DEMO_FINANCE_ACCOUNTS)
    await seedDemoOrders(tx)
    await seedDemoGoods(tx)
    await seedDemoMaterials(tx, options.storage ?? storageFor(loadConfig().dataDir))
    await seedDemoDesigns(tx, options.storage ?? storageFor(loadConfig().dataDir))
    await seedDemoTeam(tx, teamHash)
    await seedDemoPurchasing(tx)
    await seedDemoProduction(tx)
    await seedDemoShipping(tx)
    await seedDemoSettlement(tx)
    await seedDemoGeneration(tx)
    await seedDemoSupply(tx)
    await seedDemoPlaza(tx)
    await seedDemoStorefront(tx, options.storage ?? storageFor(loadConfig().dataDir))
  })
  return 'seeded'
}

/** Lines for the start-up banner and the seed command. */
export function demoSignInLines(): string[] {
  return [
    ...DEMO_ACCOUNTS.map((account) => `  ${account.username.padEnd(9)} / ${DEMO_PASSWORD}   ${account.note}`),
    ...DEMO_TENANTS.filter((tenant) => tenant.inviteCode).map(
      (tenant) => `  invitation code ${tenant.inviteCode} binds a supplier or factory to "${tenant.name}"`,
    ),
    `  storefront of "${DEMO_STORE_SHOP.name}": /dis/store/${DEMO_STORE_SHOP.id}`,
  ]
}
