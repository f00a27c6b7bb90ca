// The design tools' guard, as the console's layouts have it (src/app/guard.ts) but without the
// router: no token, or a session the server refuses, goes to sign-in and comes back here; a tool
// outside the user's permissions (customized, batch_customized, material_upload) shows the 403
// page; started offline without a saved copy of the account, the offline page.
import type { QueryClient } from '@tanstack/react-query'
import { decideAccess } from '../app/access'
import { loadSignedIn } from '../app/query-client-holder'
import { notePageForbidden } from '../lib/page-refusal'
import { ensureUserInfo } from '../lib/session/session'
import { isOfflineStartError, isSessionRefusedError } from '../lib/session/session-errors'
import { getToken } from '../lib/token'

/** What the page draws: the tool, its 403 page, the offline page, or the server error page. */
export type ToolEntry = 'open' | 'forbidden' | 'offline' | 'failed'

/** The sign-in page, which comes back to `here` (a path under /dis) once signed in. */
export function signInUrl(here: string): string {
  return `/dis/login?${new URLSearchParams({ redirect: here })}`
}

/**
 * Whether the tool at `location` may open; leaves for sign-in (`leave`) and never settles when it
 * may not be used without signing in (again).
 */
export async function enterTool(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  leave: (url: string) => void,
  queryClient: () => Promise<QueryClient> = async () => (await loadSignedIn()).loadQueryClient(),
): Promise<ToolEntry> {
  const here = `${location.pathname}${location.search}${location.hash}`
  const never = new Promise<never>(() => {})
  if (!getToken()) {
    leave(signInUrl(here))
    return never
  }
  const client = await queryClient()
  let forbidden: boolean
  try {
    const session = await ensureUserInfo(client, { redirectTo: here })
    const path = location.pathname.replace(/^\/dis(?=\/)/, '')
    forbidden = decideAccess(path, session.info, session.permissions).kind !== 'allow'
  } catch (error) {
    if (isOfflineStartError(error)) return 'offline'
    if (!isSessionRefusedError(error)) throw error
    // Refused (signed out already, and told why): sign in again.
    leave(signInUrl(here))
    return never
  }
  // The tool's own refused requests say nothing on its 403 page (lib/page-refusal.ts).
  notePageForbidden(Promise.resolve(forbidden))
  return forbidden ? 'forbidden' : 'open'
}
