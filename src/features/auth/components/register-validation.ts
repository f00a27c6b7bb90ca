// The register form's rules and messages (SPEC.md §5): an 11-digit mobile number, a password of
// at least 6 characters that passes the strength rule, the same password twice, a 6-digit code.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { passwordSchema, phoneSchema, smsCodeSchema } from '../../../contract/auth'
import { isPasswordStrongEnough } from '../../../contract/password-strength'
import type { FieldErrors } from '../../../lib/use-form'

export interface RegisterValues extends Record<string, string> {
  phone: string
  smsCode: string
  password: string
  confirmPassword: string
  name: string
}

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  phone: '',
  smsCode: '',
  password: '',
  confirmPassword: '',
  name: '',
}

const messages = {
  phone: msg`Please enter a valid mobile phone number`,
  smsCodeEmpty: msg`Please enter the verification code`,
  smsCodeFormat: msg`The verification code has 6 digits`,
  passwordLength: msg`at least 6 characters, case sensitive`,
  passwordWeak: msg`password strength insufficient`,
  confirmEmpty: msg`enter the repeated password`,
  confirmMismatch: msg`the two passwords do not match`,
}

export function validateRegister(values: RegisterValues, i18n: I18n): FieldErrors<RegisterValues> {
  const say = (descriptor: (typeof messages)[keyof typeof messages]) => i18n._(descriptor)
  const errors: FieldErrors<RegisterValues> = {}
  if (!phoneSchema.safeParse(values.phone).success) errors.phone = say(messages.phone)
  if (!values.smsCode.trim()) errors.smsCode = say(messages.smsCodeEmpty)
  else if (!smsCodeSchema.safeParse(values.smsCode).success) errors.smsCode = say(messages.smsCodeFormat)
  if (!passwordSchema.safeParse(values.password).success) errors.password = say(messages.passwordLength)
  else if (!isPasswordStrongEnough(values.password)) errors.password = say(messages.passwordWeak)
  if (!values.confirmPassword) errors.confirmPassword = say(messages.confirmEmpty)
  else if (values.confirmPassword !== values.password) errors.confirmPassword = say(messages.confirmMismatch)
  return errors
}
