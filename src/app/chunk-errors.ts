// Owns SPEC.md §8's chunk-load failures: a script chunk that does not arrive within 120 s and a
// stylesheet chunk that fails both end on the error page with a reload button.
import type { AnyRouter } from '@tanstack/react-router'
import { CHUNK_LOAD_TIMEOUT_MS } from '../contract/constants'
import { onlyPrefetching } from '../lib/prefetch'
import { isKnownOffline } from '../lib/server-reach'

export type ChunkErrorKind = 'timeout' | 'script' | 'css'

export class ChunkLoadError extends Error {
  constructor(
    readonly kind: ChunkErrorKind,
    cause?: unknown,
  ) {
    super(
      kind === 'css'
        ? 'CSS chunk load failed'
        : kind === 'timeout'
          ? 'Loading chunk timed out'
          : 'Loading chunk failed',
      {
        cause,
      },
    )
    this.name = 'ChunkLoadError'
  }
}

// Messages of Vite's preload helper and of Chromium, Firefox and Safari for a failed `import()`.
const CSS_PATTERN = /Unable to preload CSS|CSS chunk/i
const SCRIPT_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk .* failed|ChunkLoadError/i

/** Which chunk failure an error is, or null when it is some other error. */
export function classifyChunkError(error: unknown): ChunkErrorKind | null {
  if (error instanceof ChunkLoadError) return error.kind
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : ''
  if (CSS_PATTERN.test(message)) return 'css'
  if (SCRIPT_PATTERN.test(message)) return 'script'
  return null
}

type Listener = (error: ChunkLoadError | null) => void
let current: ChunkLoadError | null = null
const listeners = new Set<Listener>()

export function reportChunkError(error: ChunkLoadError): void {
  current = error
  for (const listener of listeners) listener(error)
}

export function subscribeChunkError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentChunkError(): ChunkLoadError | null {
  return current
}

type NavigationEvents = Pick<AnyRouter, 'subscribe'>

/**
 * Vite reports every failed chunk (script or stylesheet) as `vite:preloadError`; a navigation
 * still pending after CHUNK_LOAD_TIMEOUT_MS is waiting on a chunk that is not coming (API calls
 * give up after 60 s on their own). The design tools' page has no router (src/tools/main.tsx).
 */
export function installChunkErrorHandling(
  router: NavigationEvents | null,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => void {
  const onPreloadError = (event: Event) => {
    // Offline, a missing chunk is one this browser has not cached yet, not a new build: left to
    // whoever imported it. A screen's chunk then ends on the route's error page, which says the
    // screen is not on this device yet; a part that copes without it (the notices' container)
    // carries on, rather than the whole page turning into an error.
    if (isKnownOffline()) return
    // A chunk fetched before it was wanted (../lib/prefetch.ts) fails quietly, left to its importer.
    if (onlyPrefetching()) return
    // Handled here: without preventDefault Vite rethrows and the route shows a second error.
    event.preventDefault()
    const payload = (event as Event & { payload?: unknown }).payload
    reportChunkError(new ChunkLoadError(classifyChunkError(payload) ?? 'script', payload))
  }
  window.addEventListener('vite:preloadError', onPreloadError)

  let timer: ReturnType<typeof setTimeout> | undefined
  const stopBefore = router?.subscribe('onBeforeNavigate', () => {
    clearTimeout(timer)
    timer = setTimeout(() => reportChunkError(new ChunkLoadError('timeout')), timeoutMs)
  })
  const stopResolved = router?.subscribe('onResolved', () => clearTimeout(timer))

  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    clearTimeout(timer)
    stopBefore?.()
    stopResolved?.()
  }
}
