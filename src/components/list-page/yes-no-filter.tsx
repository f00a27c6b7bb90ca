// A filter on a true/false field of the rows ("recommended", "exported"): either side, or clear for all.
import { Select } from '@mantine/core'

export interface YesNoFilterProps {
  label: string
  /** What the true and the false side are called, e.g. "Recommended" / "Not recommended". */
  yes: string
  no: string
  value: boolean | undefined
  onChange: (value: boolean | undefined) => void
  w?: React.ComponentProps<typeof Select>['w']
}

export function YesNoFilter({ label, yes, no, value, onChange, w }: YesNoFilterProps) {
  return (
    <Select
      label={label}
      w={w ?? { base: '47%', sm: 150 }}
      clearable
      data={[
        { value: 'yes', label: yes },
        { value: 'no', label: no },
      ]}
      value={value === undefined ? null : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next ? next === 'yes' : undefined)}
    />
  )
}
