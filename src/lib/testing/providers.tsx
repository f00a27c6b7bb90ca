// Test-only: the providers a screen expects (Mantine, Lingui in English source text, Query,
// notifications, confirm host) and an in-memory router, so component tests render real screens.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { Notifications, notificationsStore } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { afterEach } from 'vitest'
import { ConfirmDialogHost } from '../../components/confirm-dialog'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

/** English with no catalog: the macros carry the source text, so tests read English. */
export function activateTestLocale(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <ConfirmDialogHost />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}

export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  activateTestLocale()
  return { queryClient, ...render(<Providers queryClient={queryClient}>{ui}</Providers>) }
}

/** Where navigation ended up: any path other than the screen's shows its path and parsed search. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname} ${JSON.stringify(location.search)}`}</output>
}

/** Renders `screen` at `path` inside a memory router; other paths render the location probe. */
export function renderRoute(screen: () => ReactNode, path: string, initialEntry: string = path) {
  const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: LocationProbe })
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path, component: screen })
  const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LocationProbe })
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, homeRoute]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  })
  return { router, ...renderWithProviders(<RouterProvider router={router} />) }
}

/** Title and message of every notification shown or queued. */
export function shownNotifications(): { title: unknown; message: unknown; color: unknown }[] {
  const state = notificationsStore.getState()
  return [...state.notifications, ...state.queue].map(({ title, message, color }) => ({ title, message, color }))
}

/** A fetch stub answering with a JSON body and status. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}
