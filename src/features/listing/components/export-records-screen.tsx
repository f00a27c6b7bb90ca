// /platform/export/{channel}: the channel's export records — the bulk-upload files made from the
// goods list — with their state (progress while the file is written, read again every second),
// listings, rows, size and time, and the download of a finished file. Cards on phones.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import type { DataTableColumn } from 'mantine-datatable'
import { DataList, listQueryProps, WIDE_ONLY } from '../../../components/list-page/data-list'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { Channel } from '../../../contract/dictionaries'
import { EXPORT_KEEP_DAYS, type ExportRecordRow } from '../../../contract/listing-export'
import { errorMessage } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format-date'
import { formatFileSize } from '../../../lib/format-size'
import { notifyFailure } from '../../../lib/notify'
import { downloadExport, useExportRecords } from '../api/exports'
import { EXPORT_FILE_LABELS, EXPORT_RECORD_STATE_COLORS, EXPORT_RECORD_STATE_LABELS } from '../export-labels'
import { type ExportRecordsSearch, exportRecordsRequest } from '../listing-search'

export interface ExportRecordsScreenProps {
  channel: Channel
  channelName: string
  search: ExportRecordsSearch
  onSearchChange: (change: Partial<ExportRecordsSearch>) => void
  /** Opens the channel's goods list, where an export is started. */
  onOpenGoods: () => void
}

function RecordState({ row }: { row: ExportRecordRow }) {
  const { t, i18n } = useLingui()
  const working = row.state === 'queued' || row.state === 'running'
  return (
    <Stack gap={4}>
      <Badge color={EXPORT_RECORD_STATE_COLORS[row.state]} variant="light">
        {i18n._(EXPORT_RECORD_STATE_LABELS[row.state])}
      </Badge>
      {working && (
        <>
          <Progress value={row.percent} animated aria-label={t`Export progress of ${row.fileName}`} />
          <Text size="xs" c="dimmed">
            <Trans>
              {row.processed} of {row.count} listings
            </Trans>
          </Text>
        </>
      )}
      {row.state === 'done' && row.expiresAt && (
        <Text size="xs" c="dimmed">
          <Trans>Kept until {formatDateTime(row.expiresAt, i18n.locale)}</Trans>
        </Text>
      )}
      {row.state === 'expired' && (
        <Text size="xs" c="dimmed">
          <Trans>File deleted after {EXPORT_KEEP_DAYS} days: export again to get it</Trans>
        </Text>
      )}
      {row.state === 'failed' && row.error && (
        <Text size="xs" c="red">
          {row.error}
        </Text>
      )}
    </Stack>
  )
}

export function ExportRecordsScreen(props: ExportRecordsScreenProps) {
  const { channel, channelName, search, onSearchChange, onOpenGoods } = props
  const { t, i18n } = useLingui()
  // The route's loader prefetches this same request (routes/_app/platform/export/$channel.tsx).
  const request = exportRecordsRequest(channel, search)
  const { pageNo, pageSize } = request
  const list = useExportRecords(request)
  const download = useMutation({
    mutationFn: downloadExport,
    onError: (error) => notifyFailure(errorMessage(error)),
  })

  const downloadButton = (row: ExportRecordRow, fullWidth = false) => (
    <Button
      size={fullWidth ? 'sm' : 'xs'}
      fullWidth={fullWidth}
      disabled={row.state !== 'done'}
      loading={download.isPending && download.variables?.id === row.id}
      onClick={() => download.mutate(row)}
      aria-label={t`Download ${row.fileName}`}
    >
      <Trans>Download</Trans>
    </Button>
  )
  const listings = (row: ExportRecordRow) => (
    <Stack gap={0}>
      <Text size="sm">{row.count}</Text>
      {row.skipped > 0 && (
        <Text size="xs" c="orange">
          <Trans>{row.skipped} left out (template deleted, or no product codes left for them)</Trans>
        </Text>
      )}
    </Stack>
  )
  const file = (row: ExportRecordRow) => (
    <Stack gap={0}>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
        {row.fileName}
      </Text>
      <Text size="xs" c="dimmed">
        {i18n._(EXPORT_FILE_LABELS[row.fileType])}
      </Text>
    </Stack>
  )
  const size = (row: ExportRecordRow) => (row.state === 'done' ? formatFileSize(row.size, i18n.locale) : '—')
  const columns: DataTableColumn<ExportRecordRow>[] = [
    { accessor: 'fileName', title: t`File`, render: file },
    { accessor: 'state', title: t`State`, width: 190, render: (row) => <RecordState row={row} /> },
    { accessor: 'count', title: t`Listings`, width: 110, render: listings },
    { accessor: 'rows', title: t`Rows`, width: 90, visibleMediaQuery: WIDE_ONLY },
    { accessor: 'size', title: t({ message: 'Size', context: 'file size' }), width: 100, render: size },
    {
      accessor: 'createdAt',
      title: t`Created`,
      width: 170,
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => formatDateTime(row.createdAt, i18n.locale),
    },
    { accessor: 'actions', title: t`Actions`, width: 120, textAlign: 'right', render: (row) => downloadButton(row) },
  ]

  return (
    <Stack gap="md">
      <PageHeader
        title={t`${channelName} export records`}
        actions={
          <Button variant="light" onClick={onOpenGoods}>
            <Trans>Export from the goods list</Trans>
          </Button>
        }
      />
      <Alert variant="light" color="blue">
        <Trans>
          Each record is a bulk-upload file in {channelName}’s own format, made from the goods you chose or filtered on
          the goods list. The file is written in the background: you can leave this page. The listings in a finished
          file are marked exported.
        </Trans>
      </Alert>
      <DataList<ExportRecordRow>
        label={t`${channelName} export records`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<ExportRecordRow>({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        emptyUnfilteredText={t`No exports yet. Choose goods on the goods list and export them for ${channelName}.`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={8}>
              {file(row)}
              <RecordState row={row} />
              <Group gap="lg">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    <Trans>Listings</Trans>
                  </Text>
                  {listings(row)}
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    <Trans>Rows</Trans>
                  </Text>
                  <Text size="sm">{row.rows}</Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    <Trans context="file size">Size</Trans>
                  </Text>
                  <Text size="sm">{size(row)}</Text>
                </Stack>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(row.createdAt, i18n.locale)}
              </Text>
              {downloadButton(row, true)}
            </Stack>
          </Card>
        )}
      />
    </Stack>
  )
}
