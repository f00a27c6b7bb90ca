// The router's error component: any error thrown while loading or rendering a route ends here.
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isOfflineStartError } from '../../lib/session/session-errors'
import { classifyChunkError } from '../chunk-errors'
import { OfflineStartPage } from '../pwa/offline-start-page'
import { ChunkErrorPage } from './chunk-error-page'
import { ServerErrorPage } from './server-error-page'

export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  // Retried by running the guards again.
  if (isOfflineStartError(error)) return <OfflineStartPage retry={() => router.invalidate()} />
  const chunkError = classifyChunkError(error)
  if (chunkError) return <ChunkErrorPage kind={chunkError} />
  return <ServerErrorPage withReload />
}
