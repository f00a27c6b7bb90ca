// /sale/refund: after-sales requests, filtered by status, type, channel, shop, date and keyword in
// the URL; the chosen ones approved or rejected at once, with an answer per refund.
import { useLingui } from '@lingui/react/macro'
import { Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { BulkBar } from '../../../components/bulk/bulk-bar'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { DateRangeFilter } from '../../../components/list-page/date-range-filter'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import { OrderNoLink } from '../../../components/order-no-link'
import { REFUND_TYPES } from '../../../contract/order-states'
import type { SaleRefundRow } from '../../../contract/orders'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { useShops } from '../../../lookups/api/get-shops'
import { ChannelShopFilters } from '../../../lookups/components/channel-filters'
import type { RefundDecision } from '../api/bulk-refund-decision'
import { useRefundList } from '../api/list-refunds'
import { useMirrorRefundPage } from '../api/offline-reads'
import { REFUND_TYPE_LABELS } from '../order-labels'
import { hasRefundFilters, type RefundSearch, refundListRequest } from '../refund-search'
import type { OrderLookups } from '../types'
import { BulkRefundDecision } from './bulk-refund-decision'
import { RefundExportMenu } from './refund-export-menu'
import { RefundStatusBadge } from './refund-status-badge'

export interface RefundListScreenProps {
  search: RefundSearch
  onSearchChange: (change: Partial<RefundSearch>) => void
  onReset: () => void
  onOpenRefund: (refund: SaleRefundRow) => void
  lookups: OrderLookups
  /** sale_refund.edit: may approve and reject. */
  canDecide?: boolean
  /** The list's saved views (composed by the route). */
  views?: ReactNode
  /** sale_refund.export */
  canExport?: boolean
}

export function RefundListScreen(props: RefundListScreenProps) {
  const { search, onSearchChange, lookups, onOpenRefund } = props
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const request = refundListRequest(search)
  const list = useRefundList(request)
  const offline = useIsOffline(list)
  const mirror = useMirrorRefundPage(request, offline)
  const shops = useShops() ?? []
  const [selected, setSelected] = useState<SaleRefundRow[]>([])
  const [deciding, setDeciding] = useState<{ decision: RefundDecision; refunds: SaleRefundRow[] } | null>(null)
  // A new filter is a new set of rows: a selection the user can no longer see is not acted on.
  const change = useCallback(
    (next: Partial<RefundSearch>) => {
      setSelected([])
      onSearchChange(next)
    },
    [onSearchChange],
  )
  const canDecide = props.canDecide === true

  const columns = useMemo<DataTableColumn<SaleRefundRow>[]>(
    () => [
      {
        accessor: 'refundNo',
        title: t`Refund no.`,
        // A number broken over two lines at 1440 px is misread; the reason column gives way instead.
        noWrap: true,
        render: (row) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={(event: React.MouseEvent) => {
              event.stopPropagation()
              onOpenRefund(row)
            }}
          >
            {row.refundNo}
          </Anchor>
        ),
      },
      {
        accessor: 'orderNo',
        title: t`Order no.`,
        noWrap: true,
        render: (row) => <OrderNoLink orderId={row.orderId} orderNo={row.orderNo} />,
      },
      {
        accessor: 'shopName',
        title: t`Shop`,
        render: (row) => `${row.shopName} · ${lookups.channelLabel(row.channel)}`,
      },
      { accessor: 'type', title: t`After-sales type`, render: (row) => i18n._(REFUND_TYPE_LABELS[row.type]) },
      {
        accessor: 'amount',
        title: t`Refund amount`,
        textAlign: 'right',
        render: (row) => formatMoney(row.amount, row.currency, locale),
      },
      {
        accessor: 'status',
        title: t`Status`,
        // The badge's text hides its overflow: the column takes the longest label ("Refund failed").
        noWrap: true,
        render: (row) => <RefundStatusBadge status={row.status} label={lookups.refundStatusLabel(row.status)} />,
      },
      { accessor: 'reason', title: t`Reason`, ellipsis: true, width: 220 },
      { accessor: 'createdAt', title: t`Created`, render: (row) => formatDateTime(row.createdAt, locale) },
    ],
    [t, i18n, locale, lookups, onOpenRefund],
  )

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Refunds`}
        actions={
          <RefundExportMenu
            search={search}
            lookups={lookups}
            disabled={offline || !list.data || list.data.totalCount === 0}
          />
        }
      />
      {offline && <OfflineNotice syncedAt={mirror.syncedAt} />}
      <FilterBar
        views={props.views}
        onReset={props.onReset}
        active={hasRefundFilters(search)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Refund no., order no. or buyer`}
            onApply={(keyword) => change({ keyword })}
          />
        }
      >
        <Select
          label={t`Status`}
          w={{ base: '47%', sm: 150 }}
          clearable
          data={lookups.refundStatuses.map((entry) => ({ value: entry.value, label: entry.text }))}
          value={search.status ?? null}
          onChange={(value) => change({ status: (value as RefundSearch['status']) ?? undefined })}
        />
        <Select
          label={t`After-sales type`}
          w={{ base: '47%', sm: 170 }}
          clearable
          data={REFUND_TYPES.map((value) => ({ value, label: i18n._(REFUND_TYPE_LABELS[value]) }))}
          value={search.type ?? null}
          onChange={(value) => change({ type: (value as RefundSearch['type']) ?? undefined })}
        />
        <ChannelShopFilters channel={search.channel} shopId={search.shopId} shops={shops} onChange={change} />
        <DateRangeFilter
          label={t`Requested`}
          from={search.createdFrom}
          to={search.createdTo}
          onChange={(createdFrom, createdTo) => change({ createdFrom, createdTo })}
        />
      </FilterBar>
      {canDecide && (
        <BulkBar count={selected.length} onClear={() => setSelected([])} label={t`Bulk actions`}>
          {/* A decision moves money: it is made online, against the server's current state. */}
          <Button size="sm" disabled={offline} onClick={() => setDeciding({ decision: 'approve', refunds: selected })}>
            {t`Approve (${selected.length})`}
          </Button>
          <Button
            size="sm"
            color="red"
            variant="light"
            disabled={offline}
            onClick={() => setDeciding({ decision: 'reject', refunds: selected })}
          >
            {t`Reject (${selected.length})`}
          </Button>
          {offline && (
            <Text size="xs" c="dimmed">
              {t`Approving and rejecting need a connection`}
            </Text>
          )}
        </BulkBar>
      )}
      <DataList<SaleRefundRow>
        label={t`Refunds`}
        {...(offline ? mirrorPageProps(mirror, list) : listQueryProps(list))}
        columns={columns}
        {...listControls<SaleRefundRow>({ request, onChange: onSearchChange })}
        onRowClick={onOpenRefund}
        selectedRecords={canDecide ? selected : undefined}
        onSelectedRecordsChange={canDecide ? setSelected : undefined}
        selectLabel={(refund) => t`Select ${refund.refundNo}`}
        emptyText={t`No refunds match these filters`}
        filtered={hasRefundFilters(search)}
        renderCard={(refund, selection) => (
          // With a checkbox on the card, only the number opens it (a tap meant for the box must not).
          <Card
            withBorder
            padding="sm"
            radius="md"
            onClick={canDecide ? undefined : () => onOpenRefund(refund)}
            style={canDecide ? undefined : { cursor: 'pointer' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                {selection}
                <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onOpenRefund(refund)}>
                  {refund.refundNo}
                </Anchor>
              </Group>
              <RefundStatusBadge status={refund.status} label={lookups.refundStatusLabel(refund.status)} />
            </Group>
            <Text size="xs" c="dimmed">
              {refund.orderNo} · {refund.shopName} · {formatDateTime(refund.createdAt, locale)}
            </Text>
            <Group justify="space-between">
              <Text size="sm">{i18n._(REFUND_TYPE_LABELS[refund.type])}</Text>
              <Text size="sm" fw={600}>
                {formatMoney(refund.amount, refund.currency, locale)}
              </Text>
            </Group>
          </Card>
        )}
      />
      {deciding && (
        <BulkRefundDecision
          decision={deciding.decision}
          refunds={deciding.refunds}
          lookups={lookups}
          locale={locale}
          onClose={() => setDeciding(null)}
          onChanged={(ids) => setSelected((current) => current.filter((row) => !ids.includes(row.id)))}
        />
      )}
    </Stack>
  )
}
