// A date range filter that reaches the URL only once both ends are chosen (or it is cleared).

import { useEffect, useState } from 'react'
import { DatePickerInput } from '../dates'

type DateRange = [string | null, string | null]

export interface DateRangeFilterProps {
  label: string
  from?: string
  to?: string
  onChange: (from: string | undefined, to: string | undefined) => void
  clearable?: boolean
  w?: React.ComponentProps<typeof DatePickerInput>['w']
}

export function DateRangeFilter({ label, from, to, onChange, clearable = true, w }: DateRangeFilterProps) {
  const [range, setRange] = useState<DateRange>([from ?? null, to ?? null])
  useEffect(() => setRange([from ?? null, to ?? null]), [from, to])
  return (
    <DatePickerInput
      type="range"
      label={label}
      w={w ?? { base: '100%', sm: 240 }}
      clearable={clearable}
      allowSingleDateInRange
      valueFormat="YYYY-MM-DD"
      value={range}
      onChange={(next) => {
        const value = next as DateRange
        setRange(value)
        if (value[0] && !value[1]) return
        onChange(value[0] ?? undefined, value[1] ?? undefined)
      }}
    />
  )
}
