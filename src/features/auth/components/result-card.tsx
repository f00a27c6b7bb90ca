// A finished account step (registered, bound): a success mark, what happened, and the way on.
import { Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'

export interface ResultCardProps {
  title: ReactNode
  children: ReactNode
  actions: ReactNode
}

export function ResultCard({ title, children, actions }: ResultCardProps) {
  return (
    <Stack align="center" gap="sm" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={34} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" component="div">
        {children}
      </Text>
      <Stack w="100%" mt="sm" gap="xs">
        {actions}
      </Stack>
    </Stack>
  )
}
