// The offline runtime of a signed-in page (DESIGN.md §6), loaded on demand after user info is
// known: binds the account's database, asks for persistent storage, keeps the mirrors in sync
// (start, reconnect, every few minutes) and drains the outbox (start, `online`, visible again,
// "sync now", a due retry, a queued change), and asks the service worker to drain through
// Background Sync where the browser has it. The mirror's sync runs in a worker (db-worker.ts), off
// the page's main thread; the drain runs on the page (db-worker.ts says why: a few small requests,
// and a first sync running in the same worker held queued changes back for seconds).
import { i18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { noteSignedInAccount, signedInAccount } from '../../db/bound-accounts'
import { bindAccount } from '../../db/current'
import { mirrorActivity, type SyncScope } from '../../db/mirror/activity'
import { forgetOrderMirror, type MirrorFetch, type MirrorSyncReport } from '../../db/mirror/sync'
import { OUTBOX_SYNC_TAG } from '../../db/names'
import { writeMetaSession } from '../../db/open'
import { checkOutboxMarker } from '../../db/outbox/marker'
import { makeRetriesDue, releaseHeld } from '../../db/outbox/queue'
import { onDrainRequest, setDrainActivity } from '../../db/outbox/signal'
import { requestPersistence } from '../../db/storage-status'
import { apiFetch } from '../../lib/api-client'
import { onServerAnswered } from '../../lib/server-reach'
import { getToken, onTokenChange } from '../../lib/token'
import { createDbWorker } from './db-worker'
import { createRetryWaker } from './retry-waker'

export const MIRROR_INTERVAL_MS = 5 * 60_000

export interface RuntimeOptions {
  accountId: string
  queryClient: QueryClient
  /** What the account may read: only those mirrors are synced. */
  canReadOrders: boolean
  canReadRefunds: boolean
  canReadGoods?: boolean
  canReadProduction?: boolean
  /** Settlements, finance items and top-ups (issue 5). */
  canReadFinance?: boolean
  /** Listings and channel templates (issue 16). */
  canReadListings?: boolean
  /**
   * False in the design tools' tab: it reads no mirror, so it binds the database and drains the
   * outbox but does not sync (the console's tab does). Syncing there fetched the order pages
   * (≈ 600 KB each) and parsed them on the main thread while the editor started (issue 17: TBT
   * and time to interactive).
   */
  mirror?: boolean
}

const language = () => (i18n.locale === 'en' ? 'en' : 'zh-CN')
const locale = () => (i18n.locale === 'en' ? 'en' : 'zh-cn')

export async function startOfflineRuntime(options: RuntimeOptions): Promise<() => void> {
  const { accountId, queryClient } = options
  const db = await bindAccount(accountId)
  await writeMetaSession({ accountId, token: getToken(), language: language() })
  noteSignedInAccount(accountId, getToken())
  void requestPersistence()
  // A new sign-in of this account: what a 401 held may go now.
  await releaseHeld(db)
  // Changes waiting in a database the browser has since lost are reported, not forgotten (item 17).
  await checkOutboxMarker(db).catch((error) => console.warn('outbox marker check failed', error))
  // Orders this account may no longer read (the runtime restarts when the permission changes).
  const mirror = options.mirror !== false
  if (mirror && !options.canReadOrders)
    await forgetOrderMirror(db).catch((error) => console.warn('order mirror not emptied', error))

  const fetchMirror: MirrorFetch = (path, body) => apiFetch(path, { body: body ?? null, silent: true })
  const worker = createDbWorker({
    db,
    fetchOnPage: fetchMirror,
    credentials: () => ({ token: getToken(), language: language() }),
  })

  let stopped = false
  let draining: Promise<void> | null = null
  let again = false

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve()
    if (draining) {
      again = true
      return draining
    }
    draining = (async () => {
      do {
        again = false
        const started = performance.now()
        setDrainActivity({ running: true, last: null })
        let report = null
        try {
          report = await worker.drain()
        } finally {
          setDrainActivity({
            running: false,
            last: report ? { ...report, at: Date.now(), ms: Math.round(performance.now() - started) } : null,
          })
        }
        if (report.done > 0) {
          // Rows the outbox changed: the lists and details read them again.
          await queryClient.invalidateQueries({ queryKey: ['orders'] })
          // A queued request that started background work (a publish) shows in the header now.
          void queryClient.invalidateQueries({ queryKey: ['jobs', 'active'] })
        }
        await checkOutboxMarker(db).catch(() => null)
        await scheduleRetry()
      } while (again && !stopped)
    })().finally(() => {
      draining = null
    })
    return draining
  }

  // Due retries, and a cheap probe while changes wait for an unreachable server (item 14).
  const waker = createRetryWaker({
    db,
    drain: () => drain(),
    probe: async () => {
      try {
        return (await fetch('/dis/ts/health', { cache: 'no-store' })).ok
      } catch {
        return false
      }
    },
  })
  const scheduleRetry = () => waker.schedule()
  const stopServerAnswered = onServerAnswered(waker.serverAnswered)

  let syncing: Promise<MirrorSyncReport | null> | null = null
  /** The production jobs' delta alone (SyncScope); a full sync under way already covers it. */
  let syncingProduction: Promise<unknown> | null = null
  const syncProduction = () => {
    if (stopped || syncing || syncingProduction || navigator.onLine === false || !mirror || !options.canReadProduction)
      return syncing ?? syncingProduction
    syncingProduction = worker
      .sync({
        locale: locale(),
        lookups: false,
        orders: false,
        refunds: false,
        production: true,
      })
      .catch(() => null)
      .finally(() => {
        syncingProduction = null
      })
    return syncingProduction
  }
  const sync = (scope: SyncScope = 'all') => {
    if (scope === 'production') return syncProduction()
    if (stopped || syncing || navigator.onLine === false || !mirror) return syncing
    mirrorActivity.set({ running: true })
    syncing = worker
      .sync({
        locale: locale(),
        orders: options.canReadOrders,
        refunds: options.canReadRefunds,
        goods: options.canReadGoods,
        production: options.canReadProduction ?? false,
        finance: options.canReadFinance,
        listings: options.canReadListings,
      })
      .then(async (report) => {
        mirrorActivity.set({ running: false, last: report })
        await queryClient.invalidateQueries({ queryKey: ['lookups'] })
        return report
      })
      .catch((error) => {
        mirrorActivity.set({ running: false, error: error instanceof Error ? error.message : String(error) })
        return null
      })
      .finally(() => {
        syncing = null
      })
    return syncing
  }

  const onOnline = () => {
    void makeRetriesDue(db).then(() => drain())
    void sync()
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void drain()
  }
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onVisible)
  const stopRequests = onDrainRequest(({ now }) => {
    if (now) void makeRetriesDue(db).then(() => drain())
    else void drain()
    void registerBackgroundSync()
  })
  const stopToken = onTokenChange((token) => {
    worker.credentialsChanged()
    void writeMetaSession({ accountId, token, language: language() })
    if (token) void releaseHeld(db).then(() => drain())
  })
  const interval = mirror ? setInterval(() => void sync(), MIRROR_INTERVAL_MS) : undefined
  if (mirror) mirrorActivity.setSyncNow(sync)

  void drain()
  void sync()

  return () => {
    stopped = true
    waker.stop()
    stopServerAnswered()
    clearInterval(interval)
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
    stopRequests()
    stopToken()
    if (mirror) mirrorActivity.setSyncNow(null)
    worker.stop()
  }
}

/**
 * Started offline (main.tsx imports this module at boot then): the last account's database is bound
 * and opened at once, while the first screen's scripts load and render, so the order list's first
 * query finds it open instead of waiting for the layout's effect, this runtime's start and the
 * IndexedDB open one after another (offline start, DESIGN.md §9). Only for the session still
 * signed in on this page (the same token); startOfflineRuntime binds the account of the user info
 * again later (a no-op when it is this one, a switch otherwise).
 *
 * The account comes from localStorage (bound-accounts.ts), not from the service worker's meta
 * database: opening that and reading its session were two IndexedDB round trips before this open,
 * each delivered only after the first screen's long task (≈ 0.6 s of a 2.2 s offline start at load
 * 30). Binding before the open lets the first render's queries wait in Dexie for the open already
 * under way.
 */
export async function bindLastAccountEarly(): Promise<void> {
  const token = getToken()
  let accountId = signedInAccount(token)
  if (!accountId) {
    // A device whose runtime last started before the note existed: the meta session says it.
    const { readMetaSession } = await import('../../db/open')
    const session = await readMetaSession()
    if (!session?.token || session.token !== token) return
    accountId = session.accountId
  }
  const db = await bindAccount(accountId)
  await db.open()
}

if (typeof document !== 'undefined' && navigator.onLine === false) {
  bindLastAccountEarly().catch((error) => console.warn('early account binding failed', error))
}

/** The service worker drains on Background Sync when the page is closed before the network returns. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/dis/')
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync
    await sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // No Background Sync (Firefox, Safari) or no worker: the page drains on start and `online`.
  }
}
