// Per-account preferences: the view settings of SPEC.md §3 (so they follow the account to
// another device), notification choices per event kind and channel, and the account's language
// (the console reports it; SMS notices are written in it).
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  DEFAULT_NOTIFICATION_PREFS,
  localeSaveSchema,
  notificationsSaveSchema,
  type Preferences,
  TEAM_PATHS,
  viewSettingsSaveSchema,
} from '../../../src/contract/team'
import { type AccountPreferences, accountPreferences } from '../../db/schema'
import type { Database } from '../../db/types'
import { staleVersion } from '../../db/versioned'
import { mutation, query } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'

const toPreferences = (row: AccountPreferences | undefined): Preferences => ({
  view: row?.viewSettings ?? null,
  notifications: { ...DEFAULT_NOTIFICATION_PREFS, ...row?.notifications },
  locale: row?.locale ?? null,
  version: row?.version ?? 0,
})

async function read(db: Database, accountId: string, lock = false) {
  const query = db.select().from(accountPreferences).where(eq(accountPreferences.accountId, accountId))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Writes one column; `version` 0 means "no row yet" (the first save creates it). */
async function save(
  tx: Database,
  caller: SessionAccount,
  version: number | undefined,
  changes: Partial<Pick<AccountPreferences, 'viewSettings' | 'notifications'>>,
): Promise<Preferences> {
  // Two first saves at once both find no row: the insert's conflict clause makes them an update.
  const current = await read(tx, caller.id, true)
  if (version !== undefined && version !== (current?.version ?? 0)) throw staleVersion(toPreferences(current))
  const [row] = await tx
    .insert(accountPreferences)
    .values({ accountId: caller.id, did: caller.did, ...changes })
    .onConflictDoUpdate({
      target: accountPreferences.accountId,
      set: { ...changes, updatedAt: new Date(), version: sql`${accountPreferences.version} + 1` },
    })
    .returning()
  return toPreferences(row)
}

export async function preferenceRoutes(app: FastifyInstance) {
  query(app, {
    path: TEAM_PATHS.preferences,
    signedIn: true,
    run: async (db, caller) => toPreferences(await read(db, caller.id)),
  })

  mutation(app, {
    path: TEAM_PATHS.viewSettings,
    signedIn: true,
    body: viewSettingsSaveSchema,
    idempotency: 'optional',
    run: (tx, caller, input) => save(tx, caller, input.version, { viewSettings: input.settings }),
  })

  mutation(app, {
    path: TEAM_PATHS.notifications,
    signedIn: true,
    body: notificationsSaveSchema,
    idempotency: 'optional',
    run: (tx, caller, input) => save(tx, caller, input.version, { notifications: input.notifications }),
  })

  // No version: the console reports the language it switched to and the latest report wins. Nor
  // does it move the version, which guards the forms of view and notification settings: a report
  // made while one of them is open must not make its save stale. A row it creates has version 0,
  // what a form read before it saw for "no row yet" (a new account's first settings save, made
  // while the console's first report created the row, was refused as stale and its change lost).
  mutation(app, {
    path: TEAM_PATHS.locale,
    signedIn: true,
    body: localeSaveSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      const [row] = await tx
        .insert(accountPreferences)
        .values({ accountId: caller.id, did: caller.did, locale: input.locale, version: 0 })
        .onConflictDoUpdate({ target: accountPreferences.accountId, set: { locale: input.locale } })
        .returning()
      return toPreferences(row)
    },
  })
}
