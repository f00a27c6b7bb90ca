// Province / city / district picked from the area tree (read from the device's mirror, so it works
// offline). The value is the chosen names, top level first (SPEC.md §3: value and label are the name).
import { useLingui } from '@lingui/react/macro'
import { Group, Select } from '@mantine/core'
import { useMemo } from 'react'
import { areaChildren, regionLevels, useAreas } from '../api/get-areas'

export interface RegionPickerProps {
  value: string[]
  onChange: (value: string[]) => void
  disabled?: boolean
}

export function RegionPicker({ value, onChange, disabled }: RegionPickerProps) {
  const { t } = useLingui()
  const areas = useAreas()
  const children = useMemo(() => areaChildren(areas.data ?? []), [areas.data])
  // A purchase address keeps at most four levels (purchaseAddressSchema).
  const levels = regionLevels(children, value).slice(0, 4)
  const labels = [t`Province / state`, t`City`, t`District`, t`Sub-district`]
  if (areas.isError) return null
  return (
    <Group gap="sm" align="flex-start" wrap="wrap" data-testid="region-picker">
      {(levels.length ? levels : [[]]).map((options, level) => (
        <Select
          // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position in the path
          key={level}
          label={labels[level] ?? labels.at(-1)}
          placeholder={areas.isLoading ? t`Loading…` : undefined}
          data={options}
          value={value[level] ?? null}
          searchable
          clearable
          disabled={disabled || areas.isLoading}
          w={{ base: '100%', xs: 180 }}
          // Choosing a level clears the levels under it.
          onChange={(name) => onChange(name ? [...value.slice(0, level), name] : value.slice(0, level))}
          comboboxProps={{ withinPortal: true }}
        />
      ))}
    </Group>
  )
}
