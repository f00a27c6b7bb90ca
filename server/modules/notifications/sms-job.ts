// The SMS side of a notification (kind `notification.sms`), run by the job runner after the change
// committed: the job exists exactly when the notification does, so a crash before sending loses
// nothing (the job is still queued) and a sent one is marked in the same transaction that finishes
// the job, so it is not sent again. A crash between the gateway's answer and that commit sends it
// once more with the same key (the notification id), which a gateway deduplicates on.
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { DEFAULT_LOCALE, type Locale } from '../../../src/contract/constants'
import type { NotificationEvent } from '../../../src/contract/team'
import { accountPreferences, accounts, notifications } from '../../db/schema'
import type { Database } from '../../db/types'
import { t } from '../../i18n/locale'
import type { MessageKey } from '../../i18n/messages'
import { registerJobKind } from '../../jobs/registry'
import type { SmsSender } from '../auth/public'

/** One notice of the job's tenant: every write names the tenant beside the id. */
const noticeOf = (did: string, id: string) => and(eq(notifications.did, did), eq(notifications.id, id))

export const SMS_KIND = 'notification.sms'

// The job context carries the database, not the app: each app registers its sender for its
// database (tests build several apps in one process, each with its own recording sender).
const senders = new WeakMap<Database, SmsSender>()
export const registerSmsSender = (db: Database, sender: SmsSender) => senders.set(db, sender)

const payloadSchema = z.object({ notificationId: z.string().min(1).max(64) })
type Payload = z.infer<typeof payloadSchema>

/**
 * The SMS words of a notice in the recipient's language: the one their console last reported
 * (account_preferences.locale), else Chinese, the product's default (SPEC.md §1).
 */
export function smsText(
  locale: Locale,
  event: NotificationEvent,
  subjectNo: string,
  params: Record<string, string | number>,
) {
  const extra: Record<string, string> = {}
  if (event === 'orderOverdue' && Number(params.count ?? 1) > 1) {
    return t(locale, 'notice.sign') + t(locale, 'notice.orderOverdue.many', params)
  }
  if (event === 'topUpResult') {
    extra.result = t(locale, params.result === 'rejected' ? 'notice.topUp.rejected' : 'notice.topUp.confirmed')
  }
  return t(locale, 'notice.sign') + t(locale, `notice.${event}` as MessageKey, { ...params, ...extra, no: subjectNo })
}

registerJobKind<Payload>(SMS_KIND, {
  payload: payloadSchema,
  // Only the tenant owner reads these jobs; nobody else's job panel lists them.
  permission: { key: 'framework', action: 'edit' },
  maxAttempts: 6,
  async run({ job, payload, db, transaction }) {
    const sender = senders.get(db)
    if (!sender) throw new Error('no SMS sender is registered for this database')
    return transaction(async (tx) => {
      const [row] = await tx
        .select({ notice: notifications, phone: accounts.phone, locale: accountPreferences.locale })
        .from(notifications)
        .innerJoin(accounts, eq(accounts.id, notifications.accountId))
        .leftJoin(accountPreferences, eq(accountPreferences.accountId, notifications.accountId))
        .where(and(eq(notifications.did, job.did), eq(notifications.id, payload.notificationId)))
        .for('update', { of: notifications })
      const done = { cursor: null, done: true, processed: 1 }
      // Gone (its account was removed) or handled already by a batch that ran before a crash.
      if (!row) return done
      const { notice } = row
      if (notice.smsState !== 'pending') return done
      if (!row.phone) {
        await tx.update(notifications).set({ smsState: 'noPhone' }).where(noticeOf(job.did, notice.id))
        return done
      }
      await sender.send({
        phone: row.phone,
        code: '',
        purpose: 'notification',
        key: notice.id,
        text: smsText(row.locale ?? DEFAULT_LOCALE, notice.event as NotificationEvent, notice.subjectNo, notice.params),
      })
      await tx.update(notifications).set({ smsState: 'sent' }).where(noticeOf(job.did, notice.id))
      return done
    })
  },
  async onFailed(tx, job, _reason) {
    const { notificationId } = payloadSchema.parse(job.payload)
    await tx.update(notifications).set({ smsState: 'failed' }).where(noticeOf(job.did, notificationId))
  },
})
