// Owns the app's one QueryClient once it exists. TanStack Query is not part of the sign-in page's
// first load (issue 21: login ≤ 150 KiB): the client is made by the signed-in entry
// (src/app/signed-in.ts), which every signed-in page loads first and the sign-in page after its
// first render. Until then there is no client, and nothing on the sign-in page asks for one.
import type { QueryClient } from '@tanstack/react-query'
import { loadOnce } from '../lib/use-loaded'

let current: QueryClient | undefined
const listeners = new Set<() => void>()

/** The client, or undefined while the signed-in entry has not made it yet. */
export function peekQueryClient(): QueryClient | undefined {
  return current
}

export function publishQueryClient(client: QueryClient): void {
  current = client
  for (const listener of listeners) listener()
}

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

type SignedInEntry = typeof import('./signed-in')
let entryLoaded = false
const entryListeners = new Set<() => void>()
const importSignedIn = loadOnce(() => import('./signed-in'))

/** The signed-in entry: Query, the persisted cache, the guard. One chunk, loaded once. */
export function loadSignedIn(): Promise<SignedInEntry> {
  return importSignedIn().then((module) => {
    if (!entryLoaded) {
      entryLoaded = true
      for (const listener of entryListeners) listener()
      entryListeners.clear()
    }
    return module
  })
}

/** Runs `run` once the signed-in entry has loaded, without loading it (the sign-in page's title). */
export function afterSignedInLoaded(run: () => void): void {
  if (entryLoaded) run()
  else entryListeners.add(run)
}
