// The required free-text reason that cancelling, delaying, refunding and rejecting ask for.
import { useLingui } from '@lingui/react/macro'
import { Textarea } from '@mantine/core'

interface ReasonFieldProps {
  value: string
  onChange: (value: string) => void
  /** The contract's limit for this reason (200 for most, 500 for a refund request). */
  maxLength?: number
  autoFocus?: boolean
}

export function ReasonField({ value, onChange, maxLength = 200, autoFocus = false }: ReasonFieldProps) {
  const { t } = useLingui()
  return (
    <Textarea
      label={t`Reason`}
      required
      maxLength={maxLength}
      rows={3}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
    />
  )
}
