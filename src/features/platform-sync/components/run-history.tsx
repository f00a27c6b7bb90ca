// The history of sync runs, newest first: a table on wider screens, cards on phones; a run opens
// with its outcome per shop (live while it runs).
import { useLingui } from '@lingui/react/macro'
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { listControls } from '../../../components/list-page/list-controls'
import type { SaleSyncRun } from '../../../contract/platform-sync'
import { type SyncRunListRequest, useSyncRuns } from '../api/list-sync-runs'
import { RunStatusBadge } from './run-status-badge'

export interface RunHistoryProps {
  /** The page asked for (the route's loader prefetches this same request). */
  request: SyncRunListRequest
  onChange: (change: { pageNo?: number; pageSize?: number }) => void
  onOpen: (run: SaleSyncRun) => void
  formatTime: (iso: string) => string
}

export function RunHistory({ request, onChange, onOpen, formatTime }: RunHistoryProps) {
  const { t } = useLingui()
  const runs = useSyncRuns(request)
  const columns: DataTableColumn<SaleSyncRun>[] = [
    { accessor: 'startedAt', title: t`Started`, render: (run) => formatTime(run.startedAt) },
    { accessor: 'by', title: t`By` },
    { accessor: 'window', title: t`Orders created`, render: (run) => `${run.from} – ${run.to}` },
    { accessor: 'shopsTotal', title: t`Shops`, render: (run) => `${run.shopsDone}/${run.shopsTotal}` },
    { accessor: 'created', title: t`New` },
    { accessor: 'updated', title: t`Changed` },
    { accessor: 'failed', title: t`Unreadable` },
    {
      accessor: 'shopsFailed',
      title: t`Failed shops`,
      render: (run) => run.shops.filter((shop) => shop.status === 'failed').length,
    },
    { accessor: 'status', title: t`Status`, render: (run) => <RunStatusBadge status={run.status} /> },
  ]
  return (
    <DataList<SaleSyncRun>
      label={t`Sync history`}
      {...listQueryProps(runs)}
      columns={columns}
      {...listControls<SaleSyncRun>({ request, onChange })}
      onRowClick={onOpen}
      emptyText={t`No sync has run yet`}
      renderCard={(run) => (
        <UnstyledButton onClick={() => onOpen(run)} w="100%">
          <Paper withBorder p="sm" radius="sm">
            <Stack gap={4}>
              <Group justify="space-between">
                <Text fw={600}>{formatTime(run.startedAt)}</Text>
                <RunStatusBadge status={run.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {run.from} – {run.to} · {run.by}
              </Text>
              <Text size="sm">
                {t`${run.shopsDone}/${run.shopsTotal} shops · new ${run.created} · updated ${run.updated}`}
              </Text>
            </Stack>
          </Paper>
        </UnstyledButton>
      )}
    />
  )
}
