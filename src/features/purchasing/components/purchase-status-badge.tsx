// A purchase order's status as a coloured badge.
import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { PurchaseStatus } from '../../../contract/purchasing'
import { PURCHASE_STATUS_COLOR, PURCHASE_STATUS_LABELS } from '../purchase-labels'

export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge color={PURCHASE_STATUS_COLOR[status] ?? 'gray'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {i18n._(PURCHASE_STATUS_LABELS[status])}
    </Badge>
  )
}
