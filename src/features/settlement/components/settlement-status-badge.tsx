// A settlement's status as a coloured badge, with the SETTLEMENT_ORDER_STATUS dictionary's text.
import { Badge } from '@mantine/core'
import type { SettlementStatus } from '../../../contract/settlement'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { SETTLEMENT_STATUS_COLOR } from '../settlement-labels'

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const statuses = useDictionary('SETTLEMENT_ORDER_STATUS')
  return (
    <Badge color={SETTLEMENT_STATUS_COLOR[status] ?? 'gray'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {statuses.labelOf(status)}
    </Badge>
  )
}
