// One job on the floor list: number, stage, what to make, when it is due, and the one-tap move to
// the next stage (plus defect and ticket) for the factory; read-only for the distributor.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconArrowRight, IconPrinter } from '@tabler/icons-react'
import { canMarkDefective, isFinalStage, nextStage } from '../../../contract/production'
import { formatShortDateTime as formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { MOVE_LABELS } from '../../../lookups/stage-labels'
import { isOverdue } from '../format'
import type { JobView } from '../job-view'
import { ProductionSyncBadge } from './production-sync-badge'
import { StageBadge } from './stage-badge'

/** Secondary buttons: 48 px tall (a thumb), narrow padding so three fit on a phone card. */
const SECONDARY = { size: 'md', h: 48, px: 'xs' } as const

export interface JobActions {
  canAct: boolean
  onOpen: (view: JobView) => void
  onNext: (view: JobView) => void
  onDefect: (view: JobView) => void
  onTicket: (view: JobView) => void
}

export function JobCard({
  view,
  actions,
  busy,
  inDetail = false,
}: {
  view: JobView
  actions: JobActions
  busy: boolean
  /** Inside the job's own detail: no "Details" button. */
  inDetail?: boolean
}) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const { job, stage } = view
  const next = nextStage(stage)
  const overdue = isOverdue(job.dueAt, isFinalStage(stage))
  const titles = job.lines.map((line) => `${line.title} × ${line.quantity}`).join(' · ')
  return (
    <Card withBorder radius="md" padding="md" data-testid="job-card" data-job-id={job.id} data-job-no={job.jobNo}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text
              component="button"
              type="button"
              fw={700}
              fz={22}
              ta="left"
              onClick={() => actions.onOpen(view)}
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', minHeight: 48 }}
              data-testid="job-no"
            >
              {job.jobNo}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {job.purchaseNo} · {job.distributorName}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <StageBadge stage={stage} />
            <ProductionSyncBadge state={view.sync} />
          </Stack>
        </Group>
        <Text size="sm" lineClamp={2}>
          {titles}
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm" c={overdue ? 'red' : undefined} fw={overdue ? 700 : undefined}>
            {overdue ? t`Overdue` : t`Due`} {formatDateTime(job.dueAt, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            <Plural value={job.itemCount} one="# item" other="# items" />
          </Text>
          {job.reprintOfId && (
            <Text size="sm" c="orange" fw={600}>
              <Trans>Reprint</Trans>
            </Text>
          )}
        </Group>
        {actions.canAct && next && (
          <Button
            size="xl"
            fullWidth
            rightSection={<IconArrowRight size={22} />}
            loading={busy}
            onClick={() => actions.onNext(view)}
            data-testid="job-next"
          >
            {t(MOVE_LABELS[next])}
          </Button>
        )}
        <SimpleGrid cols={(actions.canAct && canMarkDefective(stage) ? 2 : 1) + (inDetail ? 0 : 1)} spacing="xs">
          {actions.canAct && canMarkDefective(stage) && (
            <Button
              {...SECONDARY}
              variant="light"
              color="red"
              leftSection={<IconAlertTriangle size={18} />}
              onClick={() => actions.onDefect(view)}
              data-testid="job-defect"
            >
              <Trans>Defect</Trans>
            </Button>
          )}
          <Button
            {...SECONDARY}
            variant="default"
            leftSection={<IconPrinter size={18} />}
            onClick={() => actions.onTicket(view)}
            data-testid="job-ticket"
          >
            <Trans>Ticket</Trans>
          </Button>
          {!inDetail && (
            <Button {...SECONDARY} variant="default" onClick={() => actions.onOpen(view)} data-testid="job-open">
              <Trans>Details</Trans>
            </Button>
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
