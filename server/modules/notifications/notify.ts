// notify(tx, …): the one call an area makes, inside the transaction of the change that causes the
// notice, so the notice exists exactly when the change committed (a rolled-back change leaves
// none). Recipients are the accounts of the record's tenant whose role covers it (or named
// accounts), each as they chose in /account/settings/notification: an in-app row when in-app is
// on, an SMS job (sent after commit by the job runner, ./sms-job.ts) when SMS is on and the
// account has a phone. Nothing is written for an account that chose neither.
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { NotificationSubject } from '../../../src/contract/notifications'
import { DEFAULT_NOTIFICATION_PREFS, type NotificationEvent } from '../../../src/contract/team'
import { accountPreferences, accounts, notifications, roles } from '../../db/schema'
import type { Database } from '../../db/types'
import { enqueueJob } from '../../jobs/queue'
import { newId } from '../../lib/ids'
import type { PermissionRequirement } from '../../plugins/access-types'
import { SMS_KIND } from './sms-job'

export interface Notice {
  event: NotificationEvent
  /** The tenant whose accounts are told: always the record's own tenant (or its counterparty's). */
  did: string
  /** Accounts of `did` whose role allows any of these; or `accountIds` (also checked against `did`). */
  permission?: readonly PermissionRequirement[]
  accountIds?: string[]
  subjectType: NotificationSubject
  subjectId: string
  subjectNo: string
  params?: Record<string, string | number>
  /** One notice per account and occasion; `${event}:${subjectId}` unless the event recurs. */
  occasion?: string
}

async function recipients(tx: Database, notice: Notice) {
  const covered = (notice.permission ?? []).map(
    (rule) =>
      sql`${roles.permissions} @> ${JSON.stringify([{ permissionId: rule.key, actions: [rule.action] }])}::jsonb`,
  )
  const who = [
    ...(covered.length ? [or(...covered)] : []),
    ...(notice.accountIds?.length ? [inArray(accounts.id, notice.accountIds)] : []),
  ]
  if (who.length === 0) return []
  return tx
    .select({ id: accounts.id, phone: accounts.phone, prefs: accountPreferences.notifications })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .leftJoin(accountPreferences, eq(accountPreferences.accountId, accounts.id))
    .where(and(eq(accounts.did, notice.did), eq(accounts.disabled, false), or(...who)))
}

/** Writes the notices of one event; answers how many accounts were told (in-app or SMS). */
export async function notify(tx: Database, notice: Notice): Promise<number> {
  const people = await recipients(tx, notice)
  const rows = people.flatMap((person) => {
    const choice = person.prefs?.[notice.event] ?? DEFAULT_NOTIFICATION_PREFS[notice.event]
    const sms = choice.sms && person.phone !== ''
    if (!choice.inApp && !sms) return []
    return [
      {
        id: newId(),
        did: notice.did,
        accountId: person.id,
        event: notice.event,
        subjectType: notice.subjectType,
        subjectId: notice.subjectId,
        subjectNo: notice.subjectNo,
        params: notice.params ?? {},
        inApp: choice.inApp,
        smsState: sms ? 'pending' : 'none',
        dedupeKey: notice.occasion ?? `${notice.event}:${notice.subjectId}`,
      },
    ]
  })
  if (rows.length === 0) return 0
  // A replayed change (a sync run again, an outbox retry) finds its notices there already.
  const made = await tx.insert(notifications).values(rows).onConflictDoNothing().returning()
  for (const row of made) {
    if (row.smsState !== 'pending') continue
    await enqueueJob(tx, {
      did: row.did,
      accountId: row.accountId,
      kind: SMS_KIND,
      payload: { notificationId: row.id },
      dedupeKey: `sms:${row.id}`,
      subjectId: row.id,
    })
  }
  return made.length
}
