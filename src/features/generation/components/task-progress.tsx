// A task's progress bar with its counts (processed of total, created, skipped).
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Progress, Stack, Text } from '@mantine/core'
import type { TaskRow } from '../../../contract/generation'
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '../generation-labels'

export function TaskStatusBadge({ status }: { status: TaskRow['status'] }) {
  const { i18n } = useLingui()
  return (
    <Badge color={TASK_STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {i18n._(TASK_STATUS_LABELS[status])}
    </Badge>
  )
}

export function TaskProgress({ task }: { task: TaskRow }) {
  const { t } = useLingui()
  const percent = task.total === 0 ? 100 : Math.round((task.processed / task.total) * 100)
  return (
    <Stack gap={4} miw={160}>
      <Progress
        value={percent}
        color={TASK_STATUS_COLORS[task.status]}
        animated={task.status === 'running'}
        aria-label={t`Progress of ${task.strategyName}`}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {task.processed} / {task.total}
        </Text>
        <Text size="xs">
          <Trans>
            {task.created} created · {task.skipped} skipped
          </Trans>
        </Text>
      </Group>
    </Stack>
  )
}
