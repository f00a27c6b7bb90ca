// The signed-in entry (issue 21): what every page behind sign-in needs before its guard can run —
// the query client with the persisted cache restored, and the guard itself with the route table.
// Loaded by the layouts' beforeLoad (src/routes/_app.tsx, _tools.tsx), early by boot when a token
// is stored, and after the first render of the sign-in page; never before the sign-in form.
import type { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import { notePageForbidden } from '../lib/page-refusal'
import { guardLayout, type LayoutAccess } from './guard'
import { createQueryClient } from './query-client'
import { publishQueryClient } from './query-client-holder'
import { startQueryPersistence } from './query-persistence'

let made: Promise<QueryClient> | null = null

async function makeQueryClient(): Promise<QueryClient> {
  const client = createQueryClient()
  // What QueryClientProvider does on mount: refetch on reconnect, resume paused mutations. The
  // app's provider (src/app/providers.tsx) only hands the client down, since it comes later.
  client.mount()
  // Before any guard reads it: it starts from the persisted user info when the network is gone.
  await startQueryPersistence(client)
  publishQueryClient(client)
  return client
}

/** The app's query client, made and restored once. */
export function loadQueryClient(): Promise<QueryClient> {
  made ??= makeQueryClient().catch((error: unknown) => {
    made = null
    throw error
  })
  return made
}

/**
 * A layout's route context: the query client its screens' loaders read, the session once the guard
 * has passed (the layout's loader waits for it; a page's loader that needs it awaits it too), and
 * whether the page is outside the user's permissions when that was known at once (./guard.ts).
 */
export interface LayoutContext extends LayoutAccess {
  queryClient: QueryClient
}

/** The layouts' guard and the context it gives their pages; `preload` for a page only hovered. */
export async function enterLayout(location: ParsedLocation, preload = false): Promise<LayoutContext> {
  const queryClient = await loadQueryClient()
  const access = guardLayout(queryClient, location)
  // Awaited by the layout's loader, a moment later; until then a refusal is not an unhandled one.
  access.session.catch(() => {})
  access.pageForbidden.catch(() => {})
  // The page's own refused requests say nothing on its 403 page (lib/page-refusal.ts).
  if (!preload) notePageForbidden(access.pageForbidden)
  return { ...access, queryClient }
}
