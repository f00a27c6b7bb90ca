// Progress while batches go up, then the result report: orders created, duplicates skipped,
// rows failed with their reasons, downloadable as CSV or XLSX.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Paper, Progress, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { ImportRowResult } from '../../../contract/order-import'
import type { ImportProgress } from '../api/run-import'
import { STATUS_COLORS, STATUS_LABELS } from '../import-labels'
import { buildReport } from '../report'
import { DownloadMenu } from './download-menu'

const SHOWN = 100

export interface ResultSectionProps {
  progress: ImportProgress
  running: boolean
  /** Why the import stopped early, in the user's language. */
  stoppedBecause: string | null
  fileName: string
  onCancel: () => void
  onOpenOrders: () => void
  onStartOver: () => void
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} data-testid={`import-count-${color}`}>
        {value}
      </Text>
    </Paper>
  )
}

export function ResultSection(props: ResultSectionProps) {
  const { t, i18n } = useLingui()
  const phone = useIsPhone()
  const { progress, running } = props
  const record = progress.record
  const percent = progress.totalRows ? Math.round((progress.doneRows / progress.totalRows) * 100) : 0
  const notable = progress.results.filter((row) => row.status !== 'created')
  const reason = (row: ImportRowResult) =>
    row.status === 'duplicate' ? t`Already imported as ${row.orderNo ?? ''}` : row.message
  const statusBadge = (row: ImportRowResult) => (
    <Badge color={STATUS_COLORS[row.status]} variant="light">
      {i18n._(STATUS_LABELS[row.status])}
    </Badge>
  )
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>{running ? <Trans>Importing…</Trans> : <Trans>Import result</Trans>}</Title>
          <Text size="sm" c="dimmed">
            <Trans>
              {progress.doneRows} of {progress.totalRows} rows
            </Trans>
          </Text>
        </Group>
        <Progress value={percent} animated={running} aria-label={t`Import progress`} />
        {props.stoppedBecause && (
          <Text c="red" size="sm">
            {props.stoppedBecause}
          </Text>
        )}
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t`Orders created`} value={record?.createdOrders ?? 0} color="green" />
          <Figure label={t`Duplicate orders skipped`} value={record?.duplicateOrders ?? 0} color="gray" />
          <Figure label={t`Rows failed`} value={record?.failedRows ?? 0} color="red" />
        </SimpleGrid>
        <Group gap="xs" wrap="wrap">
          {running ? (
            <Button variant="default" onClick={props.onCancel}>
              <Trans>Stop after this batch</Trans>
            </Button>
          ) : (
            <>
              <DownloadMenu
                label={<Trans>Download report</Trans>}
                build={(format) => buildReport(i18n, progress.results, format, props.fileName)}
              />
              <Button variant="light" onClick={props.onOpenOrders}>
                <Trans>View imported orders</Trans>
              </Button>
              <Button variant="subtle" onClick={props.onStartOver}>
                <Trans>Import another file</Trans>
              </Button>
            </>
          )}
        </Group>
        {notable.length > 0 &&
          (phone ? (
            <Stack gap="xs">
              {notable.slice(0, SHOWN).map((row) => (
                <Paper key={row.rowNo} withBorder p="xs" radius="sm">
                  <Group justify="space-between" gap={4} wrap="wrap">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      <Trans>Row {row.rowNo}</Trans> · {row.externalNo}
                    </Text>
                    {statusBadge(row)}
                  </Group>
                  <Text size="sm" c={row.status === 'failed' ? 'red' : 'dimmed'}>
                    {reason(row)}
                  </Text>
                </Paper>
              ))}
            </Stack>
          ) : (
            <ScrollArea>
              <Table striped fz="sm" miw={560}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Row`}</Table.Th>
                    <Table.Th>{t`Channel order no.`}</Table.Th>
                    <Table.Th>{t`Result`}</Table.Th>
                    <Table.Th>{t`Reason`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {notable.slice(0, SHOWN).map((row) => (
                    <Table.Tr key={row.rowNo}>
                      <Table.Td>{row.rowNo}</Table.Td>
                      <Table.Td>{row.externalNo}</Table.Td>
                      <Table.Td>{statusBadge(row)}</Table.Td>
                      <Table.Td>{reason(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          ))}
        {notable.length > SHOWN && (
          <Text size="xs" c="dimmed">
            <Trans>The downloaded report lists every row.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
