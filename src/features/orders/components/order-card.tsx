// One order on a phone: the key facts and a thumb-sized "Ship" button for orders waiting to ship.
import { Plural, Trans } from '@lingui/react/macro'
import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { memo, type ReactNode } from 'react'
import { sameCardProps } from '../../../components/list-page/data-list'
import { OrderNoLink } from '../../../components/order-no-link'
import type { SaleOrderRow } from '../../../contract/orders'
import type { OutboxState } from '../../../db/outbox/types'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import type { OrderLookups } from '../types'
import { OrderStatusBadge } from './order-status-badge'
import { ShipBy } from './ship-by'
import { SyncBadge } from './sync-badge'

export interface OrderCardProps {
  order: SaleOrderRow
  lookups: OrderLookups
  locale: string
  selection?: ReactNode
  /** Present when the user may ship this order now. */
  onShip?: (order: SaleOrderRow) => void
  /** A change of this order still in the outbox. */
  syncState?: OutboxState
}

/** Memoised: ticking one order's box renders that card only (sameCardProps). */
export const OrderCard = memo(function OrderCard({
  order,
  lookups,
  locale,
  selection,
  onShip,
  syncState,
}: OrderCardProps) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {selection}
            <OrderNoLink orderId={order.id} orderNo={order.orderNo} fw={600} />
          </Group>
          <Group gap={4} wrap="nowrap">
            <SyncBadge state={syncState} />
            <OrderStatusBadge status={order.status} label={lookups.statusLabel(order.status)} />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {order.shopName} · {lookups.channelLabel(order.channel)} · {formatDateTime(order.createdAt, locale)}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {order.buyerName} · {lookups.countryLabel(order.country)}
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(order.totalAmount, order.currency, locale)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            <Plural value={order.itemCount} one="# item" other="# items" />
          </Text>
          {order.trackingNo ? (
            <Text size="xs">
              {lookups.expressLabel(order.expressCode)} {order.trackingNo}
            </Text>
          ) : (
            <ShipBy status={order.status} shipBy={order.shipBy} />
          )}
        </Group>
        {onShip && (
          <Button fullWidth size="md" mt={4} onClick={() => onShip(order)}>
            <Trans>Ship</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  )
}, sameCardProps)
