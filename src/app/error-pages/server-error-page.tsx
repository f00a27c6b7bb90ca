// 500 (SPEC.md §8): the server failed, or part of the app could not be loaded.
import { Trans } from '@lingui/react/macro'
import { IconServerOff } from '@tabler/icons-react'
import type { ChunkErrorKind } from '../chunk-errors'
import { BackHomeButton } from './back-home-button'
import { ErrorPage } from './error-page'
import { ReloadButton } from './reload-button'

function ChunkDetail({ kind }: { kind: ChunkErrorKind }) {
  if (kind === 'css') return <Trans>A stylesheet of the app failed to load (CSS chunk load failure).</Trans>
  if (kind === 'timeout') return <Trans>Part of the app did not arrive within 120 seconds (loading error).</Trans>
  return <Trans>Part of the app failed to load (loading error).</Trans>
}

interface ServerErrorPageProps {
  /** Set when a chunk of the app failed to load: reloading is then the way out. */
  chunkError?: ChunkErrorKind | null
  /** Offer a reload next to back-to-home. */
  withReload?: boolean
}

export function ServerErrorPage({ chunkError, withReload = false }: ServerErrorPageProps) {
  return (
    <ErrorPage
      status="500"
      icon={IconServerOff}
      color="red"
      description={<Trans>Sorry, the server is wrong</Trans>}
      detail={chunkError ? <ChunkDetail kind={chunkError} /> : null}
      actions={
        <>
          {chunkError || withReload ? <ReloadButton primary={Boolean(chunkError)} /> : null}
          <BackHomeButton />
        </>
      }
    />
  )
}
