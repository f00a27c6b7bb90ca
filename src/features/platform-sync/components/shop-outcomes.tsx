// The outcome of a run per shop: counts, or why nothing of the shop was written, and the orders
// that could not be read. Stacked cards, so it reads the same on a phone and a desktop.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { SyncShopResult } from '../../../contract/platform-sync'
import { useChannelName } from '../../../lookups/channel-names'

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack gap={0} align="flex-start">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={value > 0 ? color : undefined}>
        {value}
      </Text>
    </Stack>
  )
}

export function ShopOutcomes({ shops }: { shops: SyncShopResult[] }) {
  const { t } = useLingui()
  const channelName = useChannelName()
  if (shops.length === 0) return null
  return (
    <Stack gap="xs" aria-label={t`Outcome per shop`}>
      {shops.map((shop) => (
        <Paper key={shop.shopId} withBorder p="sm" radius="sm" data-testid={`outcome-${shop.shopId}`}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600}>{shop.shopName}</Text>
              <Badge variant="outline" size="sm">
                {channelName(shop.channel)}
              </Badge>
            </Group>
            <Badge color={shop.status === 'ok' ? 'green' : 'red'} variant="light">
              {shop.status === 'ok' ? t`Synced` : t`Failed`}
            </Badge>
          </Group>
          {shop.reason && (
            <Text size="sm" c="red" mt={4}>
              {shop.reason}
            </Text>
          )}
          <SimpleGrid cols={{ base: 3, sm: 6 }} mt="xs" spacing="xs">
            <Count label={t`Fetched`} value={shop.fetched} />
            <Count label={t`New`} value={shop.created} color="green" />
            <Count label={t`Changed`} value={shop.updated} color="blue" />
            <Count label={t`Unchanged`} value={shop.unchanged} />
            <Count label={t`Unreadable`} value={shop.failed} color="red" />
            <Count label={t`Pages`} value={shop.pages} />
          </SimpleGrid>
          {shop.problems.length > 0 && (
            <>
              <Text size="xs" c="dimmed" mt="xs">
                <Trans>Orders skipped because the marketplace sent them incomplete:</Trans>
              </Text>
              <List size="xs">
                {shop.problems.map((problem) => (
                  <List.Item key={problem.externalNo}>
                    {problem.externalNo}: {problem.reason}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Paper>
      ))}
    </Stack>
  )
}
