// The page shown when the app starts without a network and has no cached user info to start from.
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { OfflinePage } from './offline-page'

/** `retry` starts the page again: back online it loads the user info, still offline it lands here again. */
export function OfflineStartPage({ retry: start }: { retry: () => Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    try {
      await start()
    } finally {
      setRetrying(false)
    }
  }
  return (
    <OfflinePage
      title={<Trans>You are offline</Trans>}
      text={
        <Trans>
          The console could not reach the server and has no saved copy of your account on this device yet. Connect to
          the network and retry.
        </Trans>
      }
      action={
        <Button leftSection={<IconRefresh size={16} />} onClick={retry} loading={retrying}>
          <Trans>Retry</Trans>
        </Button>
      }
    />
  )
}
