// A yuan amount typed as 12.50 and kept as minor units (1250), the unit the server stores.
import { NumberInput } from '@mantine/core'

export function MoneyInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: number
  onChange: (minor: number) => void
  error?: string
}) {
  return (
    <NumberInput
      label={label}
      prefix="¥"
      decimalScale={2}
      min={0}
      thousandSeparator=","
      value={value / 100}
      error={error}
      onChange={(next) => onChange(Math.round(Number(next || 0) * 100))}
    />
  )
}

export const yuan = (minor: number) => `¥${(minor / 100).toFixed(2)}`
