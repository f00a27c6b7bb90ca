// The date range filter's picker (Mantine's DatePickerInput with dayjs): loaded after the list's
// first rows, not with them (date-range-filter.tsx, issue 21).

import { useEffect, useRef, useState } from 'react'
import { DatePickerInput } from '../dates'
import type { DateRangeFilterProps } from './date-range-filter'

type DateRange = [string | null, string | null]

export function DateRangePicker({
  label,
  from,
  to,
  onChange,
  clearable = true,
  w,
  openOnMount = false,
}: DateRangeFilterProps & { openOnMount?: boolean }) {
  const [range, setRange] = useState<DateRange>([from ?? null, to ?? null])
  useEffect(() => setRange([from ?? null, to ?? null]), [from, to])
  const button = useRef<HTMLButtonElement>(null)
  // Taking over from the stand-in the user just pressed: the press opens the calendar, as it would have.
  useEffect(() => {
    if (!openOnMount) return
    button.current?.focus()
    button.current?.click()
  }, [openOnMount])
  return (
    <DatePickerInput
      ref={button}
      type="range"
      label={label}
      w={w}
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
