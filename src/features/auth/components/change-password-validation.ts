// The change-password rules and messages of SPEC.md §5: all three fields required and not
// blank, the new password long and strong enough, and typed the same twice.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { passwordSchema } from '../../../contract/auth'
import { isPasswordStrongEnough } from '../../../contract/password-strength'
import type { FieldErrors } from '../../../lib/use-form'

export interface ChangePasswordValues extends Record<string, string> {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

export const EMPTY_CHANGE_PASSWORD_VALUES: ChangePasswordValues = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
}

const messages = {
  oldEmpty: msg`enter the old password`,
  newEmpty: msg`enter the new password`,
  newLength: msg`at least 6 characters, case sensitive`,
  newWeak: msg`password strength insufficient`,
  confirmEmpty: msg`enter the repeated password`,
  mismatch: msg`the passwords do not match`,
}

export function validateChangePassword(values: ChangePasswordValues, i18n: I18n): FieldErrors<ChangePasswordValues> {
  const errors: FieldErrors<ChangePasswordValues> = {}
  // Whitespace-only counts as empty (SPEC.md §5).
  if (!values.oldPassword.trim()) errors.oldPassword = i18n._(messages.oldEmpty)
  if (!values.newPassword.trim()) errors.newPassword = i18n._(messages.newEmpty)
  else if (!passwordSchema.safeParse(values.newPassword).success) errors.newPassword = i18n._(messages.newLength)
  else if (!isPasswordStrongEnough(values.newPassword)) errors.newPassword = i18n._(messages.newWeak)
  if (!values.confirmPassword.trim()) errors.confirmPassword = i18n._(messages.confirmEmpty)
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = i18n._(messages.mismatch)
  return errors
}
