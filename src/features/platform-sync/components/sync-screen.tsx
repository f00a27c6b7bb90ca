// /manual-sync/sale-order: choose shops and a window, start a sync, watch its progress (it keeps
// running on the server if the page is left), read the outcome per shop and the history of runs.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Drawer, Loader, Paper, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { PageHeader } from '../../../components/list-page/page-header'
import type { SaleSyncRun } from '../../../contract/platform-sync'
import { errorMessage } from '../../../lib/error-message'
import { useSyncRun } from '../api/list-sync-runs'
import { useSyncShops } from '../api/list-sync-shops'
import { newRunId, useRunSync } from '../api/run-sync'
import { type SyncSearch, syncRunsRequest } from '../sync-search'
import { RunHistory } from './run-history'
import { RunProgress } from './run-progress'
import { type SyncChoice, SyncForm } from './sync-form'

export interface SyncScreenProps {
  /** The history page and the run shown in the drawer (URL `run`). */
  search: SyncSearch
  onSearchChange: (change: Partial<SyncSearch>) => void
  formatTime: (iso: string) => string
  canSync: boolean
}

export function SyncScreen(props: SyncScreenProps) {
  const { t } = useLingui()
  const shops = useSyncShops()
  const sync = useRunSync()
  const [current, setCurrent] = useState<string | null>(null)
  const live = useSyncRun(current)
  const openRun = props.search.run
  const opened = useSyncRun(openRun ?? null)
  const names = new Map((shops.data ?? []).map((shop) => [shop.id, shop.name]))
  const shopName = (id: string) => names.get(id) ?? id
  const sandbox = (shops.data ?? []).some((shop) => shop.sandbox)

  const start = (choice: SyncChoice) => {
    const runId = newRunId()
    setCurrent(runId)
    sync.mutate({ runId, ...choice })
  }
  // The call's own answer wins over the last poll (it is the final state).
  const run: SaleSyncRun | null | undefined =
    sync.data && sync.data.id === current ? sync.data : (live.data ?? undefined)

  return (
    <Stack gap="md">
      <PageHeader title={t`Manual order sync`} />
      {sandbox && (
        <Alert color="yellow" title={<Trans>Sandbox marketplace</Trans>}>
          <Trans>
            The demo shops are connected to a local sandbox marketplace, not to the real Lazada, Shopee, Amazon… Its
            orders are generated for trying the sync; a shop with real connector settings pulls real orders.
          </Trans>
        </Alert>
      )}
      {props.canSync ? (
        shops.data ? (
          <SyncForm shops={shops.data} busy={sync.isPending} onStart={start} />
        ) : shops.isError ? (
          <Alert color="red" title={<Trans>The shops could not be loaded</Trans>}>
            <Button size="xs" variant="light" color="red" onClick={() => void shops.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          </Alert>
        ) : (
          <Loader size="sm" />
        )
      ) : (
        <Alert color="gray">
          <Trans>Your role may view the sync history but not start a sync.</Trans>
        </Alert>
      )}
      {current && (
        <Paper withBorder p="md" radius="sm">
          <Stack gap="xs">
            <Title order={4}>
              <Trans>Current sync</Trans>
            </Title>
            {sync.isError && !run?.finishedAt && <Alert color="red">{errorMessage(sync.error)}</Alert>}
            {run ? <RunProgress run={run} shopName={shopName} /> : <Trans>Starting…</Trans>}
          </Stack>
        </Paper>
      )}
      <Title order={4}>
        <Trans>History</Trans>
      </Title>
      <RunHistory
        request={syncRunsRequest(props.search)}
        onChange={props.onSearchChange}
        onOpen={(row) => props.onSearchChange({ run: row.id })}
        formatTime={props.formatTime}
      />
      <Drawer
        opened={!!openRun}
        onClose={() => props.onSearchChange({ run: undefined })}
        position="right"
        size="lg"
        title={t`Sync run`}
      >
        {opened.data ? (
          <RunProgress run={opened.data} shopName={shopName} />
        ) : opened.isFetching ? null : (
          <Trans>This run does not exist.</Trans>
        )}
      </Drawer>
    </Stack>
  )
}
