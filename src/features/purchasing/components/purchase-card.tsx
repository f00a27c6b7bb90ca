// One purchase order on a phone: number, status, who it is between, amount and logistics.
import { Plural } from '@lingui/react/macro'
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'
import type { PurchaseOrderRow } from '../../../contract/purchasing'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import { PurchaseStatusBadge } from './purchase-status-badge'

export interface PurchaseCardProps {
  order: PurchaseOrderRow
  locale: string
  /** The other side's name: the supplier for a distributor, the distributor for a supplier. */
  counterpart: string
  onOpen: (order: PurchaseOrderRow) => void
  /** The bulk-selection checkbox, beside (not inside) the button that opens the order. */
  selection?: ReactNode
}

export function PurchaseCard({ order, locale, counterpart, onOpen, selection }: PurchaseCardProps) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {selection}
        <UnstyledButton onClick={() => onOpen(order)} aria-label={order.purchaseNo} style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {order.purchaseNo}
              </Text>
              <PurchaseStatusBadge status={order.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {counterpart} · {formatDateTime(order.createdAt, locale)}
            </Text>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                <Plural value={order.itemCount} one="# item" other="# items" /> · {order.saleOrderNos.join(', ')}
              </Text>
              <Text size="sm" fw={600}>
                {formatMoney(order.totalAmount, order.currency, locale)}
              </Text>
            </Group>
            {order.logisticsNo && (
              <Text size="xs">
                {order.expressCode} {order.logisticsNo}
              </Text>
            )}
          </Stack>
        </UnstyledButton>
      </Group>
    </Card>
  )
}
