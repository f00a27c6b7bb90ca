// The rest of the app (every file the shell does not hold, build/precache-shell.ts), cached after the
// worker controls the page instead of before: a few files at once, skipping those already cached,
// and dropping the files of older versions once this version's are all in. Until a file is cached
// its route falls back to the network, so a screen opened meanwhile online still loads.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'

/** An entry of the injected precache manifest; `rest` is set by build/precache-shell.ts. */
export interface ManifestEntry {
  url: string
  revision: string | null
  rest?: boolean
}

export interface RestReport {
  /** Files of the rest in this version. */
  files: number
  /** How many this call fetched (the others were cached already). */
  fetched: number
}

/** Not a "-precache-" name: workbox's cleanupOutdatedCaches would delete it as another version's. */
const REST_CACHE = 'dis-app-rest'
/** Requests at once: enough to fill a phone's connection, few enough to leave room for the page's own. */
const CONCURRENCY = 4

export function createRestPrecache(entries: ManifestEntry[]): { complete: () => Promise<RestReport> } {
  const controller = new PrecacheController({ cacheName: REST_CACHE })
  controller.addToCacheList(entries.map(({ url, revision }) => ({ url, revision })))
  registerRoute(new PrecacheRoute(controller))

  const fill = async (): Promise<RestReport> => {
    const cache = await caches.open(REST_CACHE)
    const wanted = controller.getURLsToCacheKeys()
    const cached = new Set((await cache.keys()).map((request) => request.url))
    const queue = [...wanted].filter(([, key]) => !cached.has(key))
    let fetched = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [url, key] = next
          // A revisioned file (its URL does not change with its content) bypasses the HTTP cache.
          const response = await fetch(url, { credentials: 'same-origin', cache: key === url ? 'default' : 'reload' })
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
          await cache.put(key, response)
          fetched++
        }
      }),
    )
    const current = new Set(wanted.values())
    for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request)
    return { files: wanted.size, fetched }
  }

  let running: Promise<RestReport> | null = null
  return {
    /** Caches what is missing; one run at a time, and a failed run (offline) may be asked again. */
    complete: () => {
      running ??= fill().catch((error) => {
        running = null
        throw error
      })
      return running
    },
  }
}
