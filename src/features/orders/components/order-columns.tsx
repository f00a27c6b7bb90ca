// Columns of the order table (desktop and tablet).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Group, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'
import { Tooltip } from '../../../components/floating/deferred'
import { WIDE_ONLY } from '../../../components/list-page/data-list'
import { OrderNoLink } from '../../../components/order-no-link'
import type { SaleOrderRow } from '../../../contract/orders'
import type { OutboxState } from '../../../db/outbox/types'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import type { OrderLookups } from '../types'
import { OrderStatusBadge } from './order-status-badge'
import { ShipBy } from './ship-by'
import { SyncBadge } from './sync-badge'

function TwoLines({ top, bottom }: { top: React.ReactNode; bottom?: React.ReactNode }) {
  return (
    // Order numbers are long words: on a tablet they may break anywhere rather than push the table
    // past the screen (overflow-wrap: anywhere also lowers the column's smallest width).
    <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm">{top}</Text>
      {bottom && (
        <Text size="xs" c="dimmed">
          {bottom}
        </Text>
      )}
    </Stack>
  )
}

const SORT_NOTE = msg`Sorted by the total in CNY, converted when the order came in`

const TITLES = {
  orderNo: msg`Order no.`,
  shop: msg`Shop`,
  buyer: msg`Buyer`,
  items: msg`Items`,
  total: msg`Total`,
  status: msg`Status`,
  shipBy: msg`Ship within`,
  express: msg`Express / tracking no.`,
  created: msg`Created / paid`,
}

export function orderColumns(
  lookups: OrderLookups,
  i18n: I18n,
  locale: string,
  /** Orders with a change still in the outbox. */
  syncStates: ReadonlyMap<string, OutboxState> = new Map(),
): DataTableColumn<SaleOrderRow>[] {
  const t = (key: keyof typeof TITLES) => i18n._(TITLES[key])
  return [
    {
      accessor: 'orderNo',
      title: t('orderNo'),
      render: (row) => (
        <TwoLines top={<OrderNoLink orderId={row.id} orderNo={row.orderNo} />} bottom={row.platformOrderNo} />
      ),
    },
    {
      accessor: 'shopName',
      title: t('shop'),
      render: (row) => <TwoLines top={row.shopName} bottom={lookups.channelLabel(row.channel)} />,
    },
    {
      accessor: 'buyerName',
      title: t('buyer'),
      render: (row) => <TwoLines top={row.buyerName} bottom={lookups.countryLabel(row.country)} />,
    },
    { accessor: 'itemCount', title: t('items'), textAlign: 'right', visibleMediaQuery: WIDE_ONLY },
    {
      accessor: 'totalAmount',
      // Totals are in each order's currency; the sort compares them in CNY, and says so.
      title: (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {t('total')}
          <Tooltip label={i18n._(SORT_NOTE)} multiline w={240}>
            <IconInfoCircle size={14} aria-label={i18n._(SORT_NOTE)} style={{ opacity: 0.6 }} />
          </Tooltip>
        </Group>
      ),
      textAlign: 'right',
      sortable: true,
      render: (row) => formatMoney(row.totalAmount, row.currency, locale),
    },
    {
      accessor: 'status',
      title: t('status'),
      noWrap: true,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <OrderStatusBadge status={row.status} label={lookups.statusLabel(row.status)} />
          <SyncBadge state={syncStates.get(row.id)} />
        </Stack>
      ),
    },
    {
      accessor: 'shipBy',
      title: t('shipBy'),
      sortable: true,
      render: (row) => <ShipBy status={row.status} shipBy={row.shipBy} />,
    },
    {
      accessor: 'trackingNo',
      title: t('express'),
      visibleMediaQuery: WIDE_ONLY,
      render: (row) =>
        row.trackingNo ? <TwoLines top={row.trackingNo} bottom={lookups.expressLabel(row.expressCode)} /> : null,
    },
    {
      accessor: 'createdAt',
      title: t('created'),
      visibleMediaQuery: WIDE_ONLY,
      sortable: true,
      render: (row) => (
        <TwoLines top={formatDateTime(row.createdAt, locale)} bottom={formatDateTime(row.paidAt, locale)} />
      ),
    },
  ]
}
