// The enabled/disabled badge of a factory product or a supplied product, and the forms' choice of it.
import { useLingui } from '@lingui/react/macro'
import { Badge, SegmentedControl } from '@mantine/core'
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

/** The enabled/disabled choice of the supplied-product and factory-product forms. */
export function SupplyStatusControl(props: { value: SupplyStatus; onChange: (status: SupplyStatus) => void }) {
  const { i18n } = useLingui()
  return (
    <SegmentedControl
      value={props.value}
      onChange={(value) => props.onChange(value as SupplyStatus)}
      data={(['enabled', 'disabled'] as const).map((value) => ({
        value,
        label: i18n._(SUPPLY_STATUS_LABELS[value]),
      }))}
    />
  )
}
