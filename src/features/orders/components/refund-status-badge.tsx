// A refund's status as a coloured badge, text from the SALE_REFUND_STATUS dictionary.
import { Badge } from '@mantine/core'
import { REFUND_STATUS_COLOR } from '../order-labels'

export function RefundStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={REFUND_STATUS_COLOR[status] ?? 'gray'} variant="light" radius="sm">
      {label}
    </Badge>
  )
}
