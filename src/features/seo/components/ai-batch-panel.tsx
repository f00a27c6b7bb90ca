// Writing the listed goods in the background (a job of the server's runner): started with one
// press, progress read from the job until it ends; the drafts then wait in each goods' history.
import { useLingui } from '@lingui/react/macro'
import { Button, Group, Progress, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { AI_PATHS } from '../../../contract/ai-content'
import type { Channel } from '../../../contract/dictionaries'
import { JOB_PATHS, type JobView } from '../../../contract/jobs'
import type { TextLanguage } from '../../../contract/seo-common'
import { apiFetch } from '../../../lib/api-client'
import { aiKeys } from '../api/ai'

export function AiBatchPanel({
  goodsIds,
  channel,
  language,
}: {
  goodsIds: string[]
  channel: Channel
  language: TextLanguage
}) {
  const { t } = useLingui()
  const client = useQueryClient()
  const [jobId, setJobId] = useState<string | null>(null)
  const start = useMutation({
    mutationFn: () =>
      apiFetch<JobView>(AI_PATHS.batch, { body: { goodsIds, channel, language }, idempotencyKey: crypto.randomUUID() }),
    onSuccess: (job) => setJobId(job.id),
  })
  const job = useQuery({
    queryKey: ['jobs', 'detail', jobId],
    enabled: jobId != null,
    queryFn: ({ signal }) => apiFetch<JobView>(JOB_PATHS.detail, { query: { id: jobId }, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state
      if (state === 'done' || state === 'failed' || state === 'cancelled') {
        void client.invalidateQueries({ queryKey: aiKeys.all })
        return false
      }
      return 1000
    },
  })
  const view = job.data
  return (
    <Group gap="sm" wrap="wrap" data-testid="ai-batch">
      <Button
        variant="light"
        size="xs"
        onClick={() => start.mutate()}
        loading={start.isPending}
        disabled={goodsIds.length === 0 || (view != null && view.state !== 'done' && view.state !== 'failed')}
      >
        {t`Write the ${goodsIds.length} listed goods in the background`}
      </Button>
      {view && (
        <Group gap="xs" flex={1} miw={200} wrap="nowrap">
          <Progress flex={1} value={view.percent ?? 0} aria-label={t`Background writing progress`} />
          <Text size="xs" c="dimmed">
            {view.state === 'done'
              ? t`Done: ${view.counts.written ?? 0} drafts, ${view.counts.failed ?? 0} failed, ${view.counts.limited ?? 0} over the daily limit`
              : view.state === 'failed'
                ? t`Stopped: ${view.error ?? ''}`
                : t`${view.processed} of ${view.total}`}
          </Text>
        </Group>
      )}
    </Group>
  )
}
