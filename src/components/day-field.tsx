// One day picked with the console's date input (Mantine, in the app's language, YYYY-MM-DD), not
// the browser's native field, which shows mm/dd/yyyy to a Chinese user. Values stay 'YYYY-MM-DD'.
import type { ComponentProps } from 'react'
import { DatePickerInput } from './dates'

export interface DayFieldProps
  extends Omit<ComponentProps<typeof DatePickerInput<'default'>>, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string | undefined
  onChange: (value: string | undefined) => void
}

export function DayField({ value, onChange, ...props }: DayFieldProps) {
  return (
    <DatePickerInput
      valueFormat="YYYY-MM-DD"
      clearable
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : undefined)}
    />
  )
}
