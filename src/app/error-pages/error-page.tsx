// Owns the look of the 403/404/500 pages: status, illustration, one sentence, actions.
import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'

interface ErrorPageProps {
  status: '403' | '404' | '500'
  icon: Icon
  color: string
  description: ReactNode
  detail?: ReactNode
  actions: ReactNode
}

export function ErrorPage({ status, icon: StatusIcon, color, description, detail, actions }: ErrorPageProps) {
  return (
    <Center mih="min(70vh, 640px)" px="md" py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={96} radius={48} variant="light" color={color} aria-hidden>
          <StatusIcon size={52} stroke={1.4} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 56, xs: 72 }} fw={600} lh={1} c="dimmed">
          {status}
        </Title>
        <Text size="lg" role="alert">
          {description}
        </Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        <Group justify="center" gap="sm" mt="xs">
          {actions}
        </Group>
      </Stack>
    </Center>
  )
}
