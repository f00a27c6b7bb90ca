// Messages between the page and its database worker (worker.ts, issue 21 item 3): the mirror's
// sync runs there instead of on the page's main thread.
import type { MirrorSyncOptions, MirrorSyncReport } from './mirror/sync'

/** Texts of the errors the worker makes itself, in the page's language (the worker has no catalog). */
export interface WorkerTexts {
  network: string
  timeout: string
  /** `{status}` is replaced by the HTTP status. */
  http: string
}

export interface WorkerCredentials {
  token: string | null
  /** Accept-Language of the requests. */
  language: string
}

export type ToDbWorker =
  | {
      type: 'sync'
      id: number
      accountId: string
      options: MirrorSyncOptions
      credentials: WorkerCredentials
      texts: WorkerTexts
    }
  /** A new token or language; read again before every request, as the page's own client does. */
  | { type: 'credentials'; credentials: WorkerCredentials }

export type FromDbWorker =
  | { type: 'synced'; id: number; report: MirrorSyncReport }
  /** `report`: what the other mirrors did (a failing mirror does not stop the others). */
  | { type: 'failed'; id: number; message: string; report?: MirrorSyncReport }
  /** What the page's API client notes for every request (server reachability, a lost session). */
  | { type: 'server'; state: 'answered' | 'unreachable' }
  | { type: 'unauthorized'; isLogin: boolean }
