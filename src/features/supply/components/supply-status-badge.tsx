// The enabled/disabled badge of a factory product or a supplied product.
import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { SupplyStatus } from '../../../contract/supply'
import { SUPPLY_STATUS_COLOR, SUPPLY_STATUS_LABELS } from '../supply-labels'

export function SupplyStatusBadge({ status }: { status: SupplyStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge size="sm" variant="light" color={SUPPLY_STATUS_COLOR[status]}>
      {i18n._(SUPPLY_STATUS_LABELS[status])}
    </Badge>
  )
}
