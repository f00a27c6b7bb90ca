// The page shown when the app starts without a network and has no cached user info to start from.
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { OfflinePage } from './offline-page'

export function OfflineStartPage() {
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    try {
      // Runs the guards again: back online they load user info; still offline they land here again.
      await router.invalidate()
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
