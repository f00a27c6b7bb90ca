// The router's error component: any error thrown while loading or rendering a route ends here.
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isOfflineStartError } from '../../lib/session/offline-start-error'
import { classifyChunkError } from '../chunk-errors'
import { OfflineStartPage } from '../pwa/offline-start-page'
import { ChunkErrorPage } from './chunk-error-page'
import { ServerErrorPage } from './server-error-page'

export function RouteErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error)
  }, [error])
  if (isOfflineStartError(error)) return <OfflineStartPage />
  const chunkError = classifyChunkError(error)
  if (chunkError) return <ChunkErrorPage kind={chunkError} />
  return <ServerErrorPage withReload />
}
