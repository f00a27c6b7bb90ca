// The root route: document title, the chunk-failure page, and every page below.
import { createRootRoute, Outlet } from '@tanstack/react-router'
import { DocumentTitle } from '../app/document-title'
import { ChunkErrorPage } from '../app/error-pages/chunk-error-page'
import { NotFoundPage } from '../app/error-pages/not-found-page'
import { RouteErrorPage } from '../app/error-pages/route-error-page'
import { NavigationProgress } from '../app/navigation-progress'
import { loadSignedIn } from '../app/query-client-holder'
import { useChunkError } from '../app/use-chunk-error'

function Root() {
  const chunkError = useChunkError()
  return (
    <>
      <DocumentTitle />
      <NavigationProgress />
      {chunkError ? <ChunkErrorPage kind={chunkError.kind} /> : <Outlet />}
    </>
  )
}

export const Route = createRootRoute({
  // Every page but sign-in may read or change data through TanStack Query (registration, binding a
  // distributor, the layouts' screens): the client is there before it renders. Sign-in has none
  // (issue 21: its first load stays light) and signs in without it (features/auth/api/login.ts).
  beforeLoad: async ({ location }) => {
    if (location.pathname.replace(/\/+$/, '') === '/login') return
    await (await loadSignedIn()).loadQueryClient()
  },
  component: Root,
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFoundPage,
})
