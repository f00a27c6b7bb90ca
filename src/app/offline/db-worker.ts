// The page's side of its database worker (src/db/worker.ts, issue 21 item 3): the mirror's sync
// runs there and answers as syncMirrors did on the page — a report, or an error carrying the other
// mirrors' report. Where a worker cannot start (no Worker, its script failed to load) the sync runs
// on the page as before, so nothing stops because of it. The outbox drain runs on the page.
import { t } from '@lingui/core/macro'
import { type MirrorFetch, type MirrorSyncOptions, type MirrorSyncReport, syncMirrors } from '../../db/mirror/sync'
import { type DrainReport, drainOutbox } from '../../db/outbox/drain'
import type { AccountDb } from '../../db/schema'
import type { FromDbWorker, ToDbWorker, WorkerCredentials, WorkerTexts } from '../../db/worker-protocol'
import { noteUnauthorized } from '../../lib/api-client'
import { noteServerAnswered, noteServerUnreachable } from '../../lib/server-reach'

export interface DbWorker {
  sync(options: MirrorSyncOptions): Promise<MirrorSyncReport>
  drain(): Promise<DrainReport>
  /** The token or the language changed: the worker's next request uses the new one. */
  credentialsChanged(): void
  stop(): void
}

interface Pending {
  resolve: (value: never) => void
  reject: (error: Error) => void
  /** Runs it on the page instead, when the worker turns out not to work. */
  onPage: () => Promise<unknown>
}

export function createDbWorker(deps: {
  db: AccountDb
  /** The page's own fetch (apiFetch), for a sync on the page. */
  fetchOnPage: MirrorFetch
  credentials: () => WorkerCredentials
}): DbWorker {
  const syncOnPage = (options: MirrorSyncOptions) => syncMirrors(deps.db, deps.fetchOnPage, options)
  const drainOnPage = () => drainOutbox({ db: deps.db, session: async () => deps.credentials() })
  let worker: Worker | null = null
  let broken = typeof Worker === 'undefined'
  let nextId = 1
  const pending = new Map<number, Pending>()

  // The API client's own texts (same catalog entries); the worker puts the status in for `{status}`.
  const mark = { status: '{status}' }
  const texts = (): WorkerTexts => ({
    network: t`Network error, please check your connection`,
    timeout: t`The server took too long to answer, please retry`,
    http: t`Request failed (HTTP ${mark.status})`,
  })

  const answer = (message: FromDbWorker) => {
    if (message.type === 'server') {
      if (message.state === 'answered') noteServerAnswered()
      else noteServerUnreachable()
      return
    }
    if (message.type === 'unauthorized') {
      noteUnauthorized(message.isLogin)
      return
    }
    const run = pending.get(message.id)
    if (!run) return
    pending.delete(message.id)
    if (message.type === 'failed') run.reject(Object.assign(new Error(message.message), { report: message.report }))
    else run.resolve(message.report as never)
  }

  const start = (): Worker => {
    const created = new Worker(new URL('../../db/worker.ts', import.meta.url), { type: 'module', name: 'db' })
    created.addEventListener('message', (event: MessageEvent<FromDbWorker>) => answer(event.data))
    // The script did not load or threw while loading: what waits runs on the page, and so does the rest.
    created.addEventListener('error', (event) => {
      event.preventDefault()
      console.warn('database worker failed; syncing on the page', event.message)
      broken = true
      created.terminate()
      worker = null
      const waiting = [...pending.values()]
      pending.clear()
      for (const run of waiting) run.onPage().then(run.resolve as (value: unknown) => void, run.reject)
    })
    return created
  }

  function request<T>(message: ToDbWorker & { id: number }, onPage: () => Promise<T>): Promise<T> {
    if (broken) return onPage()
    worker ??= start()
    const running = worker
    return new Promise<T>((resolve, reject) => {
      pending.set(message.id, { resolve: resolve as (value: never) => void, reject, onPage })
      running.postMessage(message)
    })
  }

  return {
    sync: (options) =>
      request(
        {
          type: 'sync',
          id: nextId++,
          accountId: deps.db.accountId,
          options,
          credentials: deps.credentials(),
          texts: texts(),
        },
        () => syncOnPage(options),
      ),
    // The drain stays on the page: it sends a few small requests, not the long tasks the sync makes,
    // and the screens that just queued a change wait on it (awaitOutcomes) — behind a first sync in
    // the worker it waited past their 10 s (e2e: goods bulk status, order ship).
    drain: drainOnPage,
    credentialsChanged() {
      const message: ToDbWorker = { type: 'credentials', credentials: deps.credentials() }
      worker?.postMessage(message)
    },
    stop() {
      worker?.terminate()
      worker = null
      for (const run of pending.values()) run.reject(new Error('stopped'))
      pending.clear()
    },
  }
}
