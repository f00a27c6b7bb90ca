// A run while it runs and once it ended: shops done out of all, the shop being fetched, the counts,
// then the outcome per shop.
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Loader, Progress, Stack, Text } from '@mantine/core'
import type { SaleSyncRun } from '../../../contract/platform-sync'
import { RunStatusBadge } from './run-status-badge'
import { ShopOutcomes } from './shop-outcomes'

export function RunProgress({ run, shopName }: { run: SaleSyncRun; shopName: (id: string) => string }) {
  const { t } = useLingui()
  const running = run.status === 'running'
  const percent = run.shopsTotal > 0 ? Math.round((run.shopsDone / run.shopsTotal) * 100) : 0
  const { shopsDone: done, shopsTotal: total, fetched, created, updated, unchanged, failed } = run
  return (
    <Stack gap="sm" data-testid="sync-progress">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          {running && <Loader size="xs" />}
          <RunStatusBadge status={run.status} />
          <Text size="sm">{t`${done} of ${total} shops`}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {run.from} – {run.to}
        </Text>
      </Group>
      <Progress value={running ? Math.max(percent, 3) : 100} animated={running} aria-label={t`Sync progress`} />
      {running && run.currentShopId && (
        <Text size="sm">
          <Trans>
            Fetching {shopName(run.currentShopId)}: page {run.pagesFetched}, {fetched} orders so far
          </Trans>
        </Text>
      )}
      <Text size="sm" data-testid="sync-totals">
        {t`Fetched ${fetched} · new ${created} · updated ${updated} · unchanged ${unchanged} · unreadable ${failed}`}
      </Text>
      {run.status === 'interrupted' && (
        <Text size="sm" c="orange">
          <Trans>
            This run stopped without finishing (the server restarted). Shops not listed below were not synced; start the
            sync again.
          </Trans>
        </Text>
      )}
      <ShopOutcomes shops={run.shops} />
    </Stack>
  )
}
