// The page's database worker (issue 21 item 3): the mirror's sync (the JSON of tens of thousands of
// orders on a first sync, and their IndexedDB writes) and the outbox drain run here, not on the
// page's main thread, so rendering and taps never wait behind them. The page keeps its live
// queries: Dexie tells every context of the origin about the writes. It is the same code the page
// ran (syncMirrors; the outbox drain stays on the page, see app/offline/db-worker.ts), with a
// fetch that sends the page's token and language and reports back what the page's API client
// would note (src/lib/api-client.ts): whether the server answered, a session that ended.
import { API_BASE, HTTP_TIMEOUT_MS } from '../contract/constants'
import type { ApiEnvelope } from '../contract/envelope'
import { type MirrorFetch, type MirrorSyncReport, syncMirrors } from './mirror/sync'
import { accountDb } from './open'
import type { FromDbWorker, ToDbWorker, WorkerCredentials, WorkerTexts } from './worker-protocol'

let credentials: WorkerCredentials = { token: null, language: 'zh-CN' }

const post = (message: FromDbWorker) => self.postMessage(message)

function workerFetch(texts: WorkerTexts): MirrorFetch {
  return async <T>(path: string, body?: Record<string, unknown>): Promise<T> => {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, HTTP_TIMEOUT_MS)
    let response: Response
    try {
      const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': credentials.language }
      if (credentials.token) headers.Authorization = `Bearer ${credentials.token}`
      if (body) headers['Content-Type'] = 'application/json'
      response = await fetch(`${API_BASE}${path}`, {
        method: body ? 'POST' : 'GET',
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: controller.signal,
      })
    } catch {
      if (!timedOut) post({ type: 'server', state: 'unreachable' })
      throw new Error(timedOut ? texts.timeout : texts.network)
    } finally {
      clearTimeout(timer)
    }
    const envelope = (await response.json().catch(() => null)) as Partial<ApiEnvelope<T>> | null
    post({ type: 'server', state: response.status < 502 || response.status > 504 ? 'answered' : 'unreachable' })
    if (response.status === 401) {
      const data = envelope?.data as { isLogin?: unknown } | null | undefined
      post({ type: 'unauthorized', isLogin: envelope?.isLogin === true || data?.isLogin === true })
    }
    if (response.ok && envelope?.code === 0) return envelope.data as T
    throw new Error(envelope?.msg || texts.http.replace('{status}', String(response.status)))
  }
}

self.addEventListener('message', (event: MessageEvent<ToDbWorker>) => {
  const message = event.data
  credentials = message.credentials
  if (message.type === 'sync') {
    // No screen waits here: whole pages per write transaction (sync.ts, offPage).
    syncMirrors(accountDb(message.accountId), workerFetch(message.texts), { ...message.options, offPage: true }).then(
      (report) => post({ type: 'synced', id: message.id, report }),
      (error: unknown) =>
        post({
          type: 'failed',
          id: message.id,
          message: error instanceof Error ? error.message : String(error),
          report: (error as { report?: MirrorSyncReport } | null)?.report,
        }),
    )
  }
})
