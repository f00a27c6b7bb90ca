// The look of the pages shown when something needs the network: a Wi-Fi-off illustration, a title,
// one sentence and the way out (OfflineStartPage, the chunk error page's offline variant).
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'

export function OfflinePage({ title, text, action }: { title: ReactNode; text: ReactNode; action: ReactNode }) {
  return (
    <Center mih="min(70vh, 640px)" px="md" py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={96} radius={48} variant="light" color="gray" aria-hidden>
          <IconWifiOff size={52} stroke={1.4} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="lg" role="alert">
          {text}
        </Text>
        {action}
      </Stack>
    </Center>
  )
}
