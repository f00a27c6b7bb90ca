// The figures above the shop list: shops by state, idle shops, and how many shops fall in each
// count band of SPEC.md §9 (goods per shop).
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core'
import { useShopStatistics } from '../api/shop-statistics'

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Paper>
  )
}

export function ShopSummary() {
  const { t } = useLingui()
  const stats = useShopStatistics()
  if (!stats.data) return null
  const { data } = stats
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t`Shops`} value={data.total} />
        <Figure label={t`Enabled`} value={data.enabled} />
        <Figure label={t`Disabled`} value={data.disabled} />
        <Figure label={t`No recent orders`} value={data.idle} />
      </SimpleGrid>
      <Group gap="xs" wrap="wrap">
        <Tooltip label={t`Shops counted by how many goods each has (deleted goods not counted)`}>
          <Text size="xs" c="dimmed">
            <Trans>Shops by goods:</Trans>
          </Text>
        </Tooltip>
        {data.bands.map((band) => (
          <Text key={band.min} size="xs">
            {band.max === null ? `>${band.min - 1}` : band.min === band.max ? band.min : `${band.min}-${band.max}`}:{' '}
            <b>{band.shops}</b>
          </Text>
        ))}
      </Group>
    </Stack>
  )
}
