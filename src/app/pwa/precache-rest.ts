// The page's side of the service worker's second precache step (sw/rest-precache.ts): the worker
// installs with the first screens' files only, and caches the rest of the app when asked.
export const PRECACHE_REST = 'PRECACHE_REST'

export type PrecacheRestReply = { ok: true; files: number; fetched: number } | { ok: false; error: string }

/** Asks the controlling worker for every file of the app; resolves once they are cached (or failed). */
export function precacheRest(worker: ServiceWorker): Promise<PrecacheRestReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<PrecacheRestReply>) => resolve(event.data)
    worker.postMessage({ type: PRECACHE_REST }, [channel.port2])
  })
}
