// Notifications (issue 20 item 1): what the server tells an account about records it must act on.
// Each row is written in the same transaction as the change that causes it, for the accounts of
// the record's tenant whose permissions cover it, honouring /account/settings/notification.
import { z } from 'zod'
import { pageRequestSchema } from './envelope'
import { NOTIFICATION_PATHS } from './offline-paths'
import type { NotificationEvent } from './team'

export { NOTIFICATION_PATHS }

/** The record a notification links to (the screen that opens it is the client's business). */
export const NOTIFICATION_SUBJECTS = [
  'saleOrder',
  'saleRefund',
  'purchaseOrder',
  'settlement',
  'recharge',
  'syncRun',
  'listing',
  'productionJob',
  /** Several records told at once (orders overdue to ship): the notice links to the list. */
  'orderList',
  'financeAccount',
] as const
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number]

export interface NotificationRow {
  id: string
  event: NotificationEvent
  subjectType: NotificationSubject
  subjectId: string
  /** The record's number or name as people know it (RF…, PO…, the shop name). */
  subjectNo: string
  /** Event-specific facts shown in the text (amount, currency, reason, count). */
  params: Record<string, string | number>
  readAt: string | null
  createdAt: string
  updatedAt: string
  /** Set on delta rows of notifications that are gone (never today; kept for the mirror's shape). */
  deleted?: boolean
}

export const notificationListSchema = pageRequestSchema.extend({
  unread: z.boolean().optional(),
  sortField: z.enum(['createdAt', 'updatedAt']).optional(),
})
export type NotificationListRequest = z.input<typeof notificationListSchema>

const id = z.string().trim().min(1).max(64)
export const notificationReadSchema = z.object({ ids: z.array(id).min(1).max(200) })
export const notificationReadAllSchema = z.object({
  /** Only those created at or before this instant: what the person saw when they asked. */
  before: z.iso.datetime({ offset: true }).optional(),
})

export interface NotificationReadResult {
  /** Rows that changed from unread to read. */
  changed: number
  unread: number
}
