// Tenants (a distributor, supplier or manufacturer organisation, keyed by `did`) and the links
// between a distributor and the suppliers/manufacturers that bound to it.
import { index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt, version } from './columns'

export const distributors = pgTable(
  'distributors',
  {
    /** The tenant id (`did`); equals the owner account's id. */
    id: idColumn(),
    /** Kind of organisation, same values as ACCOUNT_TYPE: 0 distributor, 1 manufacturer, 2 supplier. */
    type: smallint('type').notNull().default(0),
    name: text('name').notNull(),
    /** Code a supplier or manufacturer enters to bind to this distributor; distributors only. */
    inviteCode: text('invite_code'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('distributors_invite_code_uq').on(t.inviteCode)],
)

export const distributorPartners = pgTable(
  'distributor_partners',
  {
    distributorId: text('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** 1 manufacturer, 2 supplier (ACCOUNT_TYPE of the partner tenant at binding time). */
    partnerType: smallint('partner_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.distributorId, t.partnerId] }),
    index('distributor_partners_partner_idx').on(t.partnerId),
  ],
)

export type Distributor = typeof distributors.$inferSelect
export type NewDistributor = typeof distributors.$inferInsert
export type DistributorPartner = typeof distributorPartners.$inferSelect
