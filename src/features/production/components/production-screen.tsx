// /distribution/production/list for a tablet held in one hand: scan or type a job number, stage
// chips with counts, job cards with a one-tap move to the next stage, defect and ticket. Reads the
// mirror on the device (works offline, says how old it is); moves go through the outbox.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useConnected } from '../../../components/offline/use-connected'
import { ALL_PRODUCTION_STAGES, DEFECTIVE, nextStage, type ProductionStage } from '../../../contract/production'
import { useLocale } from '../../../lib/i18n'
import { relativeTime } from '../../../lib/relative-time'
import { useMoveJob } from '../api/move-job'
import { useProductionJobs } from '../api/use-production-jobs'
import { findJob, type JobView } from '../job-view'
import { DefectModal } from './defect-modal'
import { type JobActions, JobCard } from './job-card'
import { JobDetailDrawer } from './job-detail-drawer'
import { JobTicketModal } from './job-ticket'
import { ProductionExportMenu } from './production-export-menu'
import { ScanBox } from './scan-box'
import { StageChips } from './stage-chips'

export interface ProductionSearch {
  stage?: ProductionStage
  /** The open job (detail drawer). */
  job?: string
  /** A dialog over the open job. */
  sheet?: 'defect' | 'ticket'
}

export function ProductionScreen({
  search,
  canAct,
  onSearchChange,
}: {
  search: ProductionSearch
  canAct: boolean
  onSearchChange: (change: Partial<ProductionSearch>) => void
}) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const online = useConnected()
  const { views, syncedAt, syncError } = useProductionJobs()
  const move = useMoveJob()
  const counts = useMemo(() => {
    const byStage = Object.fromEntries(ALL_PRODUCTION_STAGES.map((stage) => [stage, 0])) as Record<
      ProductionStage,
      number
    >
    for (const view of views ?? []) byStage[view.stage] += 1
    return byStage
  }, [views])
  const shown = (views ?? []).filter((view) => !search.stage || view.stage === search.stage)
  const open = (views ?? []).find((view) => view.job.id === search.job) ?? null
  const busyId = move.isPending ? move.variables?.jobId : undefined

  const actions: JobActions = {
    canAct,
    onOpen: (view) => onSearchChange({ job: view.job.id, sheet: undefined }),
    onNext: (view) => {
      const to = nextStage(view.stage)
      if (to) move.mutate({ jobId: view.job.id, jobNo: view.job.jobNo, to, version: view.version })
    },
    onDefect: (view) => onSearchChange({ job: view.job.id, sheet: 'defect' }),
    onTicket: (view) => onSearchChange({ job: view.job.id, sheet: 'ticket' }),
  }
  const closeSheet = () => onSearchChange({ sheet: undefined })

  return (
    <Stack gap="md" maw={1100} mx="auto" data-testid="production-screen">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={2}>
          <Trans>Production</Trans>
        </Title>
        <Group gap="sm" align="center">
          <Text size="sm" c="dimmed" data-testid="production-age">
            {syncedAt ? t`Updated ${relativeTime(syncedAt, locale)}` : t`Not synced on this device yet`}
          </Text>
          <ProductionExportMenu views={shown} />
        </Group>
      </Group>
      {!online && (
        <Alert color="orange" icon={<IconCloudOff size={18} />} data-testid="offline-notice" py="xs">
          {syncedAt
            ? t`Offline: showing the jobs saved on this device, updated ${relativeTime(syncedAt, locale)}. Moves are kept and sent when the network is back.`
            : t`Offline: no jobs are saved on this device yet.`}
        </Alert>
      )}
      {online && syncError && !syncedAt && (
        <Alert color="red" data-testid="production-error">
          <Trans>The jobs could not be loaded: {syncError}</Trans>
        </Alert>
      )}
      <ScanBox
        onFind={(text) => {
          const found = findJob(views ?? [], text)
          if (found) onSearchChange({ job: found.job.id, sheet: undefined })
          return Boolean(found)
        }}
      />
      <StageChips
        value={search.stage}
        counts={counts}
        total={views?.length ?? 0}
        onChange={(stage) => onSearchChange({ stage })}
      />
      {!canAct && (
        <Text size="sm" c="dimmed">
          <Trans>The factory moves these jobs; you see how your purchase orders are coming along.</Trans>
        </Text>
      )}
      {views === undefined ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : shown.length === 0 ? (
        <Center py="xl" data-testid="production-empty">
          <Text c="dimmed">
            {views.length === 0 ? <Trans>No production jobs yet.</Trans> : <Trans>No jobs in this stage.</Trans>}
          </Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {shown.map((view) => (
            <JobCard key={view.job.id} view={view} actions={actions} busy={busyId === view.job.id} />
          ))}
        </SimpleGrid>
      )}
      <JobDetailDrawer
        view={search.sheet ? null : open}
        actions={actions}
        busy={Boolean(open && busyId === open.job.id)}
        onOpenJob={(id) => onSearchChange({ job: id })}
        onClose={() => onSearchChange({ job: undefined, sheet: undefined })}
      />
      {open && search.sheet === 'defect' && canAct && (
        <DefectModal
          view={open}
          onClose={closeSheet}
          onSubmit={(reason) => {
            move.mutate({ jobId: open.job.id, jobNo: open.job.jobNo, to: DEFECTIVE, version: open.version, reason })
            onSearchChange({ sheet: undefined })
          }}
        />
      )}
      {open && search.sheet === 'ticket' && <JobTicketModal view={open} onClose={closeSheet} />}
    </Stack>
  )
}

export type { JobView }
