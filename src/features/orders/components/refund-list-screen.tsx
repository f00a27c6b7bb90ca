// /sale/refund: after-sales requests, filtered by status, type, channel and keyword in the URL.
import { useLingui } from '@lingui/react/macro'
import { Anchor, Card, Group, Select, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { type ReactNode, useCallback, useMemo } from 'react'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import { OrderNoLink } from '../../../components/order-no-link'
import { REFUND_TYPES, type SaleRefundRow } from '../../../contract/orders'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { ChannelFilter } from '../../lookups/components/channel-filters'
import { useRefundList } from '../api/list-refunds'
import { useMirrorRefundPage } from '../api/offline-reads'
import { REFUND_TYPE_LABELS } from '../order-labels'
import { hasRefundFilters, type RefundSearch, refundListRequest } from '../refund-search'
import type { OrderLookups } from '../types'
import { RefundExportMenu } from './refund-export-menu'
import { RefundStatusBadge } from './refund-status-badge'

export interface RefundListScreenProps {
  search: RefundSearch
  onSearchChange: (change: Partial<RefundSearch>) => void
  onReset: () => void
  onOpenRefund: (refund: SaleRefundRow) => void
  lookups: OrderLookups
  /** The list's saved views (composed by the route). */
  views?: ReactNode
}

export function RefundListScreen(props: RefundListScreenProps) {
  const { search, onSearchChange, lookups, onOpenRefund } = props
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const request = refundListRequest(search)
  const list = useRefundList(request)
  const offline = useIsOffline(list)
  const mirror = useMirrorRefundPage(request, offline)
  const onPageChange = useCallback(
    (pageNo: number, pageSize: number) => onSearchChange({ pageNo, pageSize }),
    [onSearchChange],
  )

  const columns = useMemo<DataTableColumn<SaleRefundRow>[]>(
    () => [
      {
        accessor: 'refundNo',
        title: t`Refund no.`,
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
        // The badge's text hides its overflow, so a squeezed column would cut the label to one character.
        width: 104,
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
            onApply={(keyword) => onSearchChange({ keyword })}
          />
        }
      >
        <Select
          label={t`Status`}
          w={{ base: '47%', sm: 150 }}
          clearable
          data={lookups.refundStatuses.map((entry) => ({ value: entry.value, label: entry.text }))}
          value={search.status ?? null}
          onChange={(value) => onSearchChange({ status: (value as RefundSearch['status']) ?? undefined })}
        />
        <Select
          label={t`After-sales type`}
          w={{ base: '47%', sm: 170 }}
          clearable
          data={REFUND_TYPES.map((value) => ({ value, label: i18n._(REFUND_TYPE_LABELS[value]) }))}
          value={search.type ?? null}
          onChange={(value) => onSearchChange({ type: (value as RefundSearch['type']) ?? undefined })}
        />
        <ChannelFilter channel={search.channel} onChange={(channel) => onSearchChange({ channel })} />
      </FilterBar>
      <DataList<SaleRefundRow>
        label={t`Refunds`}
        {...(offline ? mirrorPageProps(mirror, () => void list.refetch()) : listQueryProps(list))}
        columns={columns}
        pageNo={request.pageNo}
        pageSize={request.pageSize}
        onPageChange={onPageChange}
        onRowClick={onOpenRefund}
        emptyText={t`No refunds match these filters`}
        filtered={hasRefundFilters(search)}
        renderCard={(refund) => (
          <Card withBorder padding="sm" radius="md" onClick={() => onOpenRefund(refund)} style={{ cursor: 'pointer' }}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {refund.refundNo}
              </Text>
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
    </Stack>
  )
}
