// /platform/goods/{channel}: the seller's goods on one channel, per shop, with their publishing,
// sync and export states; bulk republish / push / delist / delete; failed rows say why; publishing
// runs as a background job whose progress shows here.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useCallback, useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { Channel } from '../../../contract/dictionaries'
import type { ListingAction, ListingRow } from '../../../contract/listing'
import { errorMessage } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format-date'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useListingAction, useListingList } from '../api/listings'
import { useMirrorListingPage, useMirrorShops, usePendingPublishes } from '../api/offline-listing'
import { useChannelShops } from '../api/templates'
import { ACTION_LABELS, EXPORT_STATE_LABELS, SYNC_STATE_LABELS } from '../listing-labels'
import { type ListingGoodsSearch, listingGoodsRequest } from '../listing-search'
import { ListingExportMenu } from './export-menu'
import { JobProgress } from './job-progress'
import { ListingFilters } from './listing-filters'
import { FailureReason, PublishStateBadge } from './listing-state'
import { PendingPublishes } from './pending-publishes'
import { PublishDrawer } from './publish-drawer'

export interface ListingGoodsScreenProps {
  channel: Channel
  channelName: string
  search: ListingGoodsSearch
  onSearchChange: (change: Partial<ListingGoodsSearch>) => void
  canPublish: boolean
  canDelete: boolean
  /** One shop's publish flow (/platform/shop/goods/publish): its listings, the drawer with it chosen. */
  fixedShopId?: string
  /** May make export files (platform_{channel}.export); `onExported` opens the export records. */
  canExport?: boolean
  onExported?: () => void
}

const BULK: { action: ListingAction; allowed: (row: ListingRow) => boolean }[] = [
  { action: 'republish', allowed: (row) => ['failed', 'delisted', 'to_publish'].includes(row.publishState) },
  { action: 'push', allowed: (row) => row.publishState === 'published' },
  { action: 'delist', allowed: (row) => row.publishState === 'published' },
  { action: 'delete', allowed: (row) => row.publishState !== 'deleted' && row.publishState !== 'publishing' },
]

export function ListingGoodsScreen(props: ListingGoodsScreenProps) {
  const { channel, channelName, search, onSearchChange, canPublish, canDelete, fixedShopId, canExport, onExported } =
    props
  const { t, i18n } = useLingui()
  const [jobs, setJobs] = useState<string[]>([])
  // The route's loader prefetches this same request (routes/_app/platform/goods/$channel.tsx, shop/goods/publish.tsx).
  const request = listingGoodsRequest(channel, search, fixedShopId)
  const { pageNo, pageSize } = request
  // The list is read again every 1.5 s while a job of this page runs, and no longer once all have ended.
  const [finishedJobs, setFinishedJobs] = useState<string[]>([])
  const running = jobs.some((id) => !finishedJobs.includes(id))
  const list = useListingList(request, running)
  const { channel: _channel, pageNo: _pageNo, pageSize: _pageSize, ...exportFilter } = request
  // No answer from the server: the page comes from the device's listing mirror (issue 16 item 11).
  const offline = useIsOffline(list)
  const mirror = useMirrorListingPage(request, offline)
  const serverShops = useChannelShops(channel)
  const mirrorShops = useMirrorShops(channel, offline || serverShops.isError)
  const shops = serverShops.data ?? mirrorShops ?? []
  const pending = usePendingPublishes(channel)
  const [selected, setSelected] = useState<ListingRow[]>([])
  const act = useListingAction()
  const onFinished = useCallback(
    (id: string) => {
      setFinishedJobs((ids) => (ids.includes(id) ? ids : [...ids, id]))
      void list.refetch()
    },
    [list.refetch],
  )

  const run = async (action: ListingAction) => {
    const rule = BULK.find((entry) => entry.action === action)!
    const rows = selected.filter(rule.allowed)
    if (rows.length === 0) return
    if (action === 'delete' || action === 'delist') {
      const ok = await confirm({
        title: i18n._(ACTION_LABELS[action]),
        message: t`${i18n._(ACTION_LABELS[action])} ${rows.length} listings on ${channelName}?`,
        danger: action === 'delete',
      })
      if (!ok) return
    }
    act.mutate(
      { channel, action, listingIds: rows.map((row) => row.id) },
      {
        onSuccess: (answer) => {
          setJobs(answer.jobs.map((job) => job.id))
          setSelected([])
          notifySuccess(t`${answer.listings} listings queued`)
        },
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  }

  const states = (row: ListingRow) => (
    <Stack gap={4}>
      <Group gap={4}>
        <PublishStateBadge state={row.publishState} />
        <Badge variant="outline" color={row.syncState === 'synced' ? 'gray' : 'yellow'}>
          {i18n._(SYNC_STATE_LABELS[row.syncState])}
        </Badge>
        <Badge variant="outline" color="gray">
          {i18n._(EXPORT_STATE_LABELS[row.exportState])}
        </Badge>
      </Group>
      {row.failure && <FailureReason failure={row.failure} />}
    </Stack>
  )
  const goods = (row: ListingRow) => (
    <Stack gap={0}>
      <Text size="sm" fw={500} lineClamp={2}>
        {row.title}
      </Text>
      <Text size="xs" c="dimmed">
        {row.goodsNo}
      </Text>
    </Stack>
  )
  const columns: DataTableColumn<ListingRow>[] = [
    { accessor: 'title', title: t`Goods`, render: goods },
    { accessor: 'shopName', title: t`Shop`, width: 200 },
    { accessor: 'publishState', title: t`State`, render: states },
    {
      accessor: 'updatedAt',
      title: t`Updated`,
      width: 170,
      render: (row) => formatDateTime(row.updatedAt, i18n.locale),
    },
  ]
  const sandbox = shops.some((shop) => shop.sandbox)

  return (
    <Stack gap="md">
      <PageHeader
        title={t`${channelName} goods`}
        actions={
          <>
            {canExport && onExported && (
              <ListingExportMenu
                channel={channel}
                channelName={channelName}
                selectedIds={selected.map((row) => row.id)}
                filter={exportFilter}
                disabled={offline}
                onCreated={onExported}
              />
            )}
            {canPublish && (
              <Button onClick={() => onSearchChange({ publish: true })} disabled={shops.length === 0}>
                <Trans>Publish goods</Trans>
              </Button>
            )}
          </>
        }
      />
      {sandbox && (
        <Alert color="yellow" variant="light">
          <Trans>
            These shops are connected to the built-in sandbox marketplace: nothing is listed on a real marketplace.
          </Trans>
        </Alert>
      )}
      {offline && (
        <OfflineNotice syncedAt={mirror.syncedAt}>
          <Trans>A publish request made now is kept on this device and sent once when the connection is back.</Trans>
        </OfflineNotice>
      )}
      <PendingPublishes entries={pending} />
      <ListingFilters
        search={search}
        shops={fixedShopId ? shops.filter((shop) => shop.id === fixedShopId) : shops}
        onChange={onSearchChange}
      />
      <JobProgress ids={jobs} onFinished={onFinished} />
      {selected.length > 0 && (
        <Group gap="xs">
          <Text size="sm">
            <Trans>{selected.length} selected</Trans>
          </Text>
          {BULK.filter((entry) => (entry.action === 'delete' ? canDelete : canPublish)).map((entry) => {
            const count = selected.filter(entry.allowed).length
            return (
              <Button
                key={entry.action}
                size="xs"
                variant="light"
                color={entry.action === 'delete' ? 'red' : undefined}
                disabled={count === 0 || act.isPending}
                onClick={() => void run(entry.action)}
              >
                {`${i18n._(ACTION_LABELS[entry.action])} (${count})`}
              </Button>
            )
          })}
        </Group>
      )}
      <DataList<ListingRow>
        label={t`${channelName} goods`}
        {...(offline
          ? mirrorPageProps(mirror, list)
          : // Dimmed while another page or filter loads, not at each read behind a running job.
            { ...listQueryProps(list), fetching: list.isFetching && (list.isPlaceholderData || !list.data) })}
        columns={columns}
        {...listControls<ListingRow>({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        selectLabel={(row) => row.title}
        emptyText={t`Nothing listed on this channel yet`}
        renderCard={(row, selection) => (
          <Card withBorder padding="sm" radius="md">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              {selection}
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                {goods(row)}
                <Text size="xs" c="dimmed">
                  {row.shopName}
                </Text>
                {states(row)}
              </Stack>
            </Group>
          </Card>
        )}
      />
      <PublishDrawer
        channel={channel}
        channelName={channelName}
        opened={search.publish === true}
        offline={offline}
        shops={fixedShopId ? shops.filter((shop) => shop.id === fixedShopId) : shops}
        defaultShopIds={shops.some((shop) => shop.id === request.shopId) ? [request.shopId!] : undefined}
        onClose={() => onSearchChange({ publish: undefined })}
        onStarted={(ids) => setJobs(ids)}
      />
    </Stack>
  )
}
