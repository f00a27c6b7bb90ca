// Accounts (people who sign in) and the tenant-scoped roles that carry their permissions.
import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Action, PermissionKey } from '../../../src/contract/permissions'
import { createdAt, idColumn, updatedAt, version } from './columns'
import { distributors } from './tenants'

/** What a role stores per permission key: the actions it allows. */
export interface RolePermission {
  permissionId: PermissionKey
  actions: Action[]
}

export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<RolePermission[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('roles_did_idx').on(t.did)],
)

export const accounts = pgTable(
  'accounts',
  {
    /** Equals `did` for the owner of a tenant; any other id is a team member. */
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    phone: text('phone').notNull().default(''),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** ACCOUNT_TYPE: 0 distributor, 1 manufacturer, 2 supplier. */
    type: smallint('type').notNull().default(0),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    /** scrypt$N$r$p$salt$hash (server/modules/auth/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Two-step sign-in: a code sent to `phone` is required besides the password. */
    twoStep: boolean('two_step').notNull().default(false),
    /** A disabled team member cannot sign in and its sessions are revoked (team management). */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // Sign-in is case-insensitive, so uniqueness must be too.
    uniqueIndex('accounts_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_phone_uq').on(t.phone).where(sql`${t.phone} <> ''`),
    index('accounts_did_idx').on(t.did),
  ],
)

export type Role = typeof roles.$inferSelect
export type Account = typeof accounts.$inferSelect
export type NewAccount = typeof accounts.$inferInsert
