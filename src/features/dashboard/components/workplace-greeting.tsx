// The workplace's header card: greeting by time of day, account kind, role and tenant, today's date.
import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconBuildingCommunity, IconCalendar, IconId } from '@tabler/icons-react'
import { formatFullDay } from '../../../lib/format-date'
import type { WorkplaceAccount } from '../../../lib/shortcut-types'
import { dayPeriod } from '../greeting'

function useGreeting(name: string, now: Date): string {
  const { t } = useLingui()
  switch (dayPeriod(now.getHours())) {
    case 'morning':
      return t`Good morning, ${name}`
    case 'noon':
      return t`Good noon, ${name}`
    case 'afternoon':
      return t`Good afternoon, ${name}`
    case 'evening':
      return t`Good evening, ${name}`
  }
}

export function WorkplaceGreeting({ account, now }: { account: WorkplaceAccount; now: Date }) {
  const { i18n } = useLingui()
  const greeting = useGreeting(account.name, now)
  const today = formatFullDay(now, i18n.locale)
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={account.avatar || null} alt={account.name} size={64} radius="xl" color="brand">
            {account.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2} fz={{ base: 'lg', sm: 22 }} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {greeting}
            </Title>
            <Group gap="xs">
              <Badge variant="light" size="lg" radius="sm" tt="none">
                {account.kind}
              </Badge>
              <Badge variant="default" size="lg" radius="sm" tt="none" leftSection={<IconId size={14} />}>
                {account.roleName}
              </Badge>
            </Group>
            <Group gap={6} c="dimmed">
              <IconBuildingCommunity size={16} aria-hidden />
              <Text size="sm">
                <Trans>Tenant ID: {account.tenantId}</Trans>
              </Text>
            </Group>
          </Stack>
        </Group>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconCalendar size={16} aria-hidden />
          <Text size="sm">{today}</Text>
        </Group>
      </Group>
    </Paper>
  )
}
