// An order's status as a coloured badge, text from the SALE_ORDER_STATUS dictionary.
import { Badge } from '@mantine/core'
import { ORDER_STATUS_COLOR } from '../order-labels'

export function OrderStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={ORDER_STATUS_COLOR[status] ?? 'gray'} variant="light" radius="sm">
      {label}
    </Badge>
  )
}
