// The one placement rule of a batch: fit or fill, anchor, every side or the first, margin.
import { useLingui } from '@lingui/react/macro'
import { Group, NumberInput, SegmentedControl } from '@mantine/core'
import type { PlacementRule } from '../../../contract/design-batch'

export function PlacementControls({
  rule,
  onChange,
}: {
  rule: PlacementRule
  onChange: (rule: PlacementRule) => void
}) {
  const { t } = useLingui()
  return (
    <Group gap="md" wrap="wrap" align="flex-end">
      <SegmentedControl
        value={rule.mode}
        onChange={(mode) => onChange({ ...rule, mode: mode as PlacementRule['mode'] })}
        data={[
          { value: 'fit', label: t`Fit inside` },
          { value: 'fill', label: t`Fill the area` },
        ]}
      />
      <SegmentedControl
        value={rule.anchor}
        onChange={(anchor) => onChange({ ...rule, anchor: anchor as PlacementRule['anchor'] })}
        data={[
          { value: 'top', label: t`Top` },
          { value: 'center', label: t`Middle` },
          { value: 'bottom', label: t`Bottom` },
        ]}
      />
      <SegmentedControl
        value={rule.sides}
        onChange={(value) => onChange({ ...rule, sides: value as PlacementRule['sides'] })}
        data={[
          { value: 'first', label: t`First side` },
          { value: 'all', label: t`Every side` },
        ]}
      />
      <NumberInput
        label={t`Margin`}
        suffix=" mm"
        min={0}
        max={100}
        w={110}
        value={rule.margin}
        onChange={(value) => typeof value === 'number' && onChange({ ...rule, margin: value })}
      />
    </Group>
  )
}
