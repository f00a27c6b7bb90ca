// How new notifications reach an open console without a reload: the bell polls the notifications
// mirror's delta (`updatedSince`, the same path as every mirrored table) every POLL_MS while the
// page is visible and online, and at once when it becomes visible or comes back online. Why a poll
// and not server-sent events: a delta poll needs no connection held per open console, works
// through any proxy and across server instances without a fan-out (the server keeps no state in
// memory, DESIGN.md §2), lands in IndexedDB so the same rows are there offline, and a notice "within
// a minute" is what the issue asks — one indexed query per console every 20 s is cheap.
// Loaded on demand (it imports Dexie): the first page carries only the bell.
import { liveQuery } from 'dexie'
import { NOTIFICATION_PATHS, type NotificationReadResult } from '../../contract/notifications'
import { markReadLocally, NOTIFICATIONS_TABLE, noticePage, unreadCount } from '../../db/mirror/notifications'
import { type MirrorFetch, syncDelta } from '../../db/mirror/sync'
import type { AccountDb, NotificationRecord } from '../../db/schema'
import { apiFetch } from '../../lib/api-client'

export const POLL_MS = 20_000
/** Rows the popover shows. */
export const LATEST = 6

export interface BellState {
  unread: number
  latest: NotificationRecord[]
}

const fetchMirror: MirrorFetch = (path, body) => apiFetch(path, { body: body ?? null, silent: true })

let syncing: Promise<unknown> | null = null
/** One delta at a time per page; a failure (offline, server down) waits for the next turn. */
export function syncNotices(db: AccountDb): Promise<unknown> {
  syncing ??= syncDelta(db, fetchMirror, NOTIFICATIONS_TABLE, Date.now())
    .catch(() => null)
    .finally(() => {
      syncing = null
    })
  return syncing
}

/** Starts the poll and the live read of the bell's state; answers the stop. */
export function watchNotices(db: AccountDb, listener: (state: BellState) => void): () => void {
  const subscription = liveQuery(async () => {
    const [unread, latest] = await Promise.all([unreadCount(db), noticePage(db, { pageSize: LATEST })])
    return { unread, latest: latest.rows }
  }).subscribe({ next: listener, error: () => listener({ unread: 0, latest: [] }) })
  const poll = () => {
    if (document.visibilityState === 'visible' && navigator.onLine !== false) void syncNotices(db)
  }
  const timer = setInterval(poll, POLL_MS)
  document.addEventListener('visibilitychange', poll)
  window.addEventListener('online', poll)
  poll()
  return () => {
    subscription.unsubscribe()
    clearInterval(timer)
    document.removeEventListener('visibilitychange', poll)
    window.removeEventListener('online', poll)
  }
}

/**
 * Marks read on the server, then in the mirror at once. Online only: reading a notice is not one
 * of the changes DESIGN.md §6 queues offline, and a notice marked read on another device meanwhile
 * comes back read with the next delta anyway.
 */
export async function markRead(db: AccountDb | null, ids: string[] | 'all'): Promise<NotificationReadResult> {
  const at = new Date().toISOString()
  const result =
    ids === 'all'
      ? await apiFetch<NotificationReadResult>(NOTIFICATION_PATHS.readAll, {
          body: { before: at },
          idempotencyKey: crypto.randomUUID(),
        })
      : await apiFetch<NotificationReadResult>(NOTIFICATION_PATHS.read, {
          body: { ids },
          idempotencyKey: crypto.randomUUID(),
        })
  if (db) await markReadLocally(db, ids, at)
  return result
}
