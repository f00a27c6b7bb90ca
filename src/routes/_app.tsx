// The authenticated layout: every in-app route sits below it and passes its guard first.
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useDeferredValue } from 'react'
import { ForbiddenPage } from '../app/error-pages/forbidden-page'
import type { HeaderTools } from '../app/layout/app-header'
import { AppLayout } from '../app/layout/app-layout'
import { loadSignedIn } from '../app/query-client-holder'
import { UserMenu } from '../features/auth/components/user-menu'
import { NoticeBell } from '../features/notifications/components/notice-bell'
import { CartShortcut } from '../features/purchasing/components/cart-shortcut'
import { SyncButton } from '../features/sync/components/sync-button'

export const Route = createFileRoute('/_app')({
  // The guard comes with the signed-in entry; it adds the query client to the screens' context.
  beforeLoad: async ({ location, preload }) => (await loadSignedIn()).enterLayout(location, preload),
  // The start's first guard waits for the user info here, while the page's loaders (which run
  // beside this one) already ask for the page's data (src/app/guard.ts).
  loader: async ({ context }) => ({ forbidden: await context.pageForbidden }),
  component: AppRoute,
})

// The header's tools from the business areas: the route composes them, the shell imports no feature.
const TOOLS: HeaderTools = { SyncButton, CartShortcut, NoticeBell, UserMenu }

// A page outside the user's permissions shows the 403 page in place of the page, with the menu
// and tabs still there; its own screen is never rendered.
function AppRoute() {
  // Decided with the navigation when it could be; on the start's first, by the loader. Both
  // belong to the matches drawn below (the router's location moves ahead while a page loads).
  const decided = Route.useRouteContext().forbidden
  const loaded = Route.useLoaderData().forbidden
  const forbidden = decided ?? loaded
  // The first time, the shell and its page are drawn in a transition, which yields to the browser
  // every few milliseconds. The router commits its matches through a store (useSyncExternalStore),
  // and React renders such an update in one blocking task whatever started it: the whole signed-in
  // first screen was one task of 140–160 ms of CPU (issue 21, Lighthouse's blocking time). Nothing
  // is shown before it that was not already there (the router draws nothing while it loads).
  const drawn = useDeferredValue(true, false)
  if (!drawn) return null
  return <AppLayout tools={TOOLS}>{forbidden ? <ForbiddenPage /> : <Outlet />}</AppLayout>
}
