// The progress of the publish jobs a bulk action started: a bar per job with its counts, read from
// GET /jobs/detail until the job has finished (it runs on the server; leaving the screen is fine).
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useJob } from '../api/listings'

function JobBar({ id, onFinished }: { id: string; onFinished: (id: string) => void }) {
  const { t } = useLingui()
  const job = useJob(id).data
  const finished = job && ['done', 'failed', 'cancelled'].includes(job.state)
  useEffect(() => {
    if (finished) onFinished(id)
  }, [finished, onFinished, id])
  if (!job) return null
  const published = job.counts.published ?? 0
  const failed = job.counts.failed ?? 0
  return (
    <Stack gap={4}>
      <Progress
        value={job.percent ?? 0}
        color={failed > 0 ? 'orange' : 'green'}
        animated={!finished}
        aria-label={t`Publishing progress`}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {job.processed} / {job.total}
        </Text>
        <Text size="xs">
          <Trans>
            {published} published · {failed} failed
          </Trans>
        </Text>
      </Group>
      {job.state === 'failed' && job.error && (
        <Text size="xs" c="red">
          {job.error}
        </Text>
      )}
    </Stack>
  )
}

/** `onFinished` is told each job's id once it is done, failed or cancelled. */
export function JobProgress({ ids, onFinished }: { ids: string[]; onFinished: (id: string) => void }) {
  if (ids.length === 0) return null
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          <Trans>Working on the channel (continues if you leave)</Trans>
        </Text>
        {ids.map((id) => (
          <JobBar key={id} id={id} onFinished={onFinished} />
        ))}
      </Stack>
    </Paper>
  )
}
