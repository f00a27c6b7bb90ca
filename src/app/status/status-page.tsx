// The public status page (/test/home, also the menu's monitor link): app version, API health,
// connectivity and the active language.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { version } from '../../../package.json'
import { useLocale } from '../../lib/i18n'
import { useApiHealth } from './use-api-health'

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Paper p="md" radius="md" withBorder>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
        {label}
      </Text>
      {children}
    </Paper>
  )
}

function HealthValue() {
  const { t } = useLingui()
  const health = useApiHealth()
  if (health.isPending) return <Badge color="gray">{t`Checking…`}</Badge>
  if (health.isError) {
    return (
      <Stack gap={4} align="flex-start">
        <Badge color="red">{t`Unreachable`}</Badge>
        <Text size="sm" c="dimmed">
          {health.error.message}
        </Text>
      </Stack>
    )
  }
  const { data } = health
  const healthy = data.status === 'ok' && data.db === 'ok'
  const dbLatency = data.dbLatencyMs ?? '—'
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={healthy ? 'green' : 'orange'}>{healthy ? t`Healthy` : t`Degraded`}</Badge>
      <Text size="sm" c="dimmed">
        <Trans>
          Round trip {data.roundTripMs} ms · database {data.db} ({dbLatency} ms)
        </Trans>
      </Text>
      {data.version ? (
        <Text size="sm" c="dimmed">
          <Trans>Server version {data.version}</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}

export function StatusPage() {
  const { t } = useLingui()
  const { online } = useNetwork()
  const { locale } = useLocale()
  const health = useApiHealth()
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={2} fz="xl">
          <Trans>System status</Trans>
        </Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={health.isFetching}
          onClick={() => void health.refetch()}
        >
          <Trans>Check again</Trans>
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Item label={<Trans>App version</Trans>}>
          <Text fw={600}>{version}</Text>
        </Item>
        <Item label={<Trans>API health</Trans>}>
          <HealthValue />
        </Item>
        <Item label={<Trans>Connection</Trans>}>
          <Badge color={online ? 'green' : 'red'}>{online ? t`Online` : t`Offline`}</Badge>
        </Item>
        <Item label={<Trans>Language</Trans>}>
          <Text fw={600}>{locale === 'zh-cn' ? '简体中文 (zh-cn)' : 'English (en)'}</Text>
        </Item>
      </SimpleGrid>
    </Container>
  )
}
