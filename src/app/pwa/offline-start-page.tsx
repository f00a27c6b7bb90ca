// The page shown when the app starts without a network and has no cached user info to start from.
import { Trans } from '@lingui/react/macro'
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconRefresh, IconWifiOff } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'

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
    <Center mih="min(70vh, 640px)" px="md" py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={96} radius={48} variant="light" color="gray" aria-hidden>
          <IconWifiOff size={52} stroke={1.4} />
        </ThemeIcon>
        <Title order={1} size="h2">
          <Trans>You are offline</Trans>
        </Title>
        <Text size="lg" role="alert">
          <Trans>
            The console could not reach the server and has no saved copy of your account on this device yet. Connect to
            the network and retry.
          </Trans>
        </Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={retry} loading={retrying}>
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    </Center>
  )
}
