// The root route: document title, the chunk-failure page, and every page below.
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { DocumentTitle } from '../app/document-title'
import { ChunkErrorPage } from '../app/error-pages/chunk-error-page'
import { NotFoundPage } from '../app/error-pages/not-found-page'
import { RouteErrorPage } from '../app/error-pages/route-error-page'
import { NavigationProgress } from '../app/navigation-progress'
import type { RouterContext } from '../app/router'
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

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFoundPage,
})
