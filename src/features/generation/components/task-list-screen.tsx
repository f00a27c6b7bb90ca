// /goods/generate/bg: the generation tasks running in the background ("bg") and finished ones,
// newest first, with progress bars that update while a task runs (polling).
import { useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { TaskRow } from '../../../contract/generation'
import { formatDateTime } from '../../../lib/format-date'
import { useTaskList } from '../api/tasks'
import { type GenerationSearch, taskListRequest } from '../generation-search'
import { TaskDrawer } from './task-drawer'
import { TaskProgress, TaskStatusBadge } from './task-progress'

export interface TaskListScreenProps {
  search: GenerationSearch
  onSearchChange: (change: Partial<GenerationSearch>) => void
}

export function TaskListScreen({ search, onSearchChange }: TaskListScreenProps) {
  const { t, i18n } = useLingui()
  const request = taskListRequest(search)
  const { pageNo, pageSize } = request
  const list = useTaskList(request)
  const when = (iso: string) => formatDateTime(iso, i18n.locale)
  const open = (row: TaskRow) => onSearchChange({ taskId: row.id })
  const columns: DataTableColumn<TaskRow>[] = [
    { accessor: 'strategyName', title: t`Strategy` },
    { accessor: 'status', title: t`Status`, noWrap: true, render: (row) => <TaskStatusBadge status={row.status} /> },
    { accessor: 'processed', title: t`Progress`, render: (row) => <TaskProgress task={row} /> },
    { accessor: 'createdAt', title: t`Started`, render: (row) => when(row.createdAt) },
    {
      accessor: 'actions',
      title: t`Actions`,
      textAlign: 'right',
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => open(row)}>
          {t`Result`}
        </Button>
      ),
    },
  ]
  return (
    <Stack gap="md">
      <PageHeader title={t`Background generation tasks`} />
      <DataList<TaskRow>
        label={t`Background generation tasks`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        emptyText={t`No generation tasks yet: run one from a strategy`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md" onClick={() => open(row)} style={{ cursor: 'pointer' }}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{row.strategyName}</Text>
                <TaskStatusBadge status={row.status} />
              </Group>
              <TaskProgress task={row} />
              <Text size="xs" c="dimmed">
                {when(row.createdAt)}
              </Text>
            </Stack>
          </Card>
        )}
      />
      <TaskDrawer taskId={search.taskId} onClose={() => onSearchChange({ taskId: undefined })} />
    </Stack>
  )
}
