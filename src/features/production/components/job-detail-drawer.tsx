// A job in full: stage, purchase order, lines, the reprint links and the history of every stage
// change (who, when, from, to) — with the same actions as its card. Opens from the mirror, offline too.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Drawer, Group, Stack, Table, Text, Timeline, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { formatShortDateTime as formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { STAGE_LABELS } from '../../../lookups/stage-labels'
import { useSpecText } from '../../../lookups/use-spec-text'
import type { JobView } from '../job-view'
import { type JobActions, JobCard } from './job-card'
import { LineDesign } from './line-design'

export function JobDetailDrawer({
  view,
  actions,
  busy,
  onOpenJob,
  onClose,
}: {
  view: JobView | null
  actions: JobActions
  busy: boolean
  onOpenJob: (id: string) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const specText = useSpecText()
  const { locale } = useLocale()
  const phone = useMediaQuery('(max-width: 600px)')
  const job = view?.job
  return (
    <Drawer
      opened={Boolean(view)}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '90%' : 'lg'}
      title={job ? <Title order={3}>{job.jobNo}</Title> : null}
      data-testid="job-detail"
    >
      {view && job && (
        <Stack gap="md" data-testid="job-detail-body">
          <JobCard view={view} actions={actions} busy={busy} inDetail />
          {job.defectReason && (
            <Text c="red" fw={600}>
              <Trans>Defect: {job.defectReason}</Trans>
            </Text>
          )}
          {job.reprintJobId && (
            <Group gap="xs">
              <Text>
                <Trans>Reprinted as</Trans>
              </Text>
              <Anchor
                component="button"
                onClick={() => onOpenJob(job.reprintJobId as string)}
                data-testid="reprint-link"
              >
                <Trans>open the reprint</Trans>
              </Anchor>
            </Group>
          )}
          {job.reprintOfId && (
            <Anchor component="button" onClick={() => onOpenJob(job.reprintOfId as string)}>
              <Trans>Reprint of a defective job — open it</Trans>
            </Anchor>
          )}
          <Title order={4}>
            <Trans>Lines</Trans>
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Item</Trans>
                  </Table.Th>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>
                    <Trans>Qty</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.lines.map((line, index) => (
                  <Table.Tr
                    // biome-ignore lint/suspicious/noArrayIndexKey: a job's lines are a fixed snapshot, never reordered, and may repeat a SKU
                    key={`${line.sku}-${index}`}
                  >
                    <Table.Td>
                      {line.title}
                      <Text size="xs" c="dimmed">
                        {specText(line.spec)}
                      </Text>
                      {line.design && <LineDesign design={line.design} jobId={job.id} jobNo={job.jobNo} line={index} />}
                    </Table.Td>
                    <Table.Td>{line.sku}</Table.Td>
                    <Table.Td>{line.quantity}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={4}>
            <Trans>History</Trans>
          </Title>
          <Timeline active={job.history.length - 1} bulletSize={20} data-testid="job-history">
            {job.history.map((entry) => (
              <Timeline.Item
                key={`${entry.at}-${entry.to}`}
                title={
                  entry.from
                    ? `${t(STAGE_LABELS[entry.from])} → ${t(STAGE_LABELS[entry.to])}`
                    : t(STAGE_LABELS[entry.to])
                }
              >
                <Text size="sm" c="dimmed">
                  {formatDateTime(entry.at, locale)} · {entry.by}
                </Text>
                {entry.reason && <Text size="sm">{entry.reason}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      )}
    </Drawer>
  )
}
