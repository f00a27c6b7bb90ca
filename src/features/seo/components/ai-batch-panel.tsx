// Writing the listed goods in the background (a job of the server's runner): started with one
// press, progress read from the job until it ends; the drafts then wait in each goods' history.
import { useLingui } from '@lingui/react/macro'
import { Button, Group, Progress, Text } from '@mantine/core'
import { useState } from 'react'
import type { Channel } from '../../../contract/dictionaries'
import type { TextLanguage } from '../../../contract/seo-common'
import { useAiBatchJob, useStartAiBatch } from '../api/ai'

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
  const [jobId, setJobId] = useState<string | null>(null)
  const start = useStartAiBatch()
  const job = useAiBatchJob(jobId)
  const view = job.data
  return (
    <Group gap="sm" wrap="wrap" data-testid="ai-batch">
      <Button
        variant="light"
        size="xs"
        onClick={() => start.mutate({ goodsIds, channel, language }, { onSuccess: (started) => setJobId(started.id) })}
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
