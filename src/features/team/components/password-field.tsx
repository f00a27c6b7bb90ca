// A new password with the strength rule of SPEC.md §5 (src/contract/password-strength.ts)
// explained under it, shared by the create-member form and the reset dialog.
import { useLingui } from '@lingui/react/macro'
import { PasswordInput } from '@mantine/core'
import { PASSWORD_MIN_LENGTH } from '../../../contract/constants'
import { isPasswordStrongEnough } from '../../../contract/password-strength'

export function passwordError(value: string, t: ReturnType<typeof useLingui>['t']): string | undefined {
  if (!value.trim()) return t`Enter a password`
  if (value.length < PASSWORD_MIN_LENGTH) return t`The password needs at least ${PASSWORD_MIN_LENGTH} characters`
  if (!isPasswordStrongEnough(value)) return t`Password strength insufficient`
  return undefined
}

export function PasswordField(props: {
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  onBlur?: () => void
}) {
  const { t } = useLingui()
  return (
    <PasswordInput
      label={props.label}
      required
      autoComplete="new-password"
      description={t`At least ${PASSWORD_MIN_LENGTH} characters mixing letters, digits or symbols; case sensitive`}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onBlur={props.onBlur}
    />
  )
}
