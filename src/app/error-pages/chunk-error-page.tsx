// A part of the app that did not load. Online, that is SPEC.md §8's 500 page with a reload button.
// Offline it is not a server error at all: a fresh browser that has not yet saved that part of the
// app (the service worker caches the rest in the background after the first visit) simply cannot
// fetch it. Saying "the server is wrong" there sends people to call support; this page says what
// happened and reloads by itself as soon as the server answers again.
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useConnected } from '../../components/offline/use-connected'
import { reloadPage } from '../../lib/reload-page'
import { noteServerUnreachable, onServerAnswered } from '../../lib/server-reach'
import type { ChunkErrorKind } from '../chunk-errors'
import { OfflinePage } from '../pwa/offline-page'
import { ServerErrorPage } from './server-error-page'

export function ChunkErrorPage({ kind }: { kind: ChunkErrorKind }) {
  const connected = useConnected()
  // The failed chunk request went around the API client, so nothing has asked the server yet:
  // ask now (GET /health), which marks it unreachable when no answer comes.
  useEffect(() => noteServerUnreachable(), [])
  if (connected) return <ServerErrorPage chunkError={kind} />
  return <OfflineChunkPage />
}

function OfflineChunkPage() {
  useEffect(() => {
    const reloadWhenBack = () => reloadPage()
    window.addEventListener('online', reloadWhenBack)
    const stopListening = onServerAnswered(reloadWhenBack)
    return () => {
      window.removeEventListener('online', reloadWhenBack)
      stopListening()
    }
  }, [])
  return (
    <OfflinePage
      title={<Trans>This screen is not on this device yet</Trans>}
      text={
        <Trans>
          You are offline, and this part of the console has not been saved on this device yet. It opens by itself as
          soon as the connection is back.
        </Trans>
      }
      action={
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reloadPage}>
          <Trans>Reload</Trans>
        </Button>
      }
    />
  )
}
