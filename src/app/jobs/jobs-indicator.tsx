// The header's background work (issue 16: "progress in the header while it runs"): publish jobs,
// batch designs and AI content of this account under way, as a spinner with their count;
// opened, a bar per job with its counts. Polled every 2 s while something runs, every 30 s
// otherwise; screens that start a job refresh it at once (jobKeys active).
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Indicator, Loader, Progress, Stack, Text } from '@mantine/core'
import { Popover, Tooltip } from '../../components/floating/deferred'
import { useActiveJobs } from './api/active-jobs'
import { JOB_LABELS, OUTCOME_LABELS } from './job-labels'

export function JobsIndicator() {
  const { t, i18n } = useLingui()
  const active = useActiveJobs()
  const jobs = active.data ?? []
  if (jobs.length === 0) return null
  const label = t`Background work: ${jobs.length} running`
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label={label}>
          <Indicator label={jobs.length} size={16} offset={4} color="blue" data-testid="jobs-count">
            <ActionIcon variant="subtle" size="lg" aria-label={label}>
              <Loader size={18} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" aria-live="polite" data-testid="jobs-panel">
          {jobs.map((job) => (
            <Stack key={job.id} gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} lineClamp={1}>
                  {i18n._(JOB_LABELS[job.kind]!)}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {job.processed} / {job.total}
                </Text>
              </Group>
              <Progress
                value={job.percent ?? 0}
                animated
                color={(job.counts.failed ?? 0) > 0 ? 'orange' : 'blue'}
                aria-label={i18n._(JOB_LABELS[job.kind]!)}
              />
              {Object.keys(job.counts).length > 0 && (
                <Text size="xs" c="dimmed">
                  {Object.entries(job.counts)
                    .map(
                      ([outcome, count]) =>
                        `${OUTCOME_LABELS[outcome] ? i18n._(OUTCOME_LABELS[outcome]) : outcome} ${count}`,
                    )
                    .join(' · ')}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
