// The "password strength insufficient" rule (SPEC.md §5), shared so the register form and the
// server agree. Deliberately simple and explainable: at least PASSWORD_MIN_LENGTH characters,
// at least two character classes, and not a run, a straight sequence or a well-known password.
import { PASSWORD_MIN_LENGTH } from './constants'

const COMMON = new Set([
  'password',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'abc123',
  'iloveyou',
  'admin123',
  'a123456',
  '123456a',
  'woaini1314',
])

export type PasswordStrength = 0 | 1 | 2 | 3

function classes(value: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(value)).length
}

function isStraightSequence(value: string): boolean {
  if (value.length < 3) return false
  const step = value.charCodeAt(1) - value.charCodeAt(0)
  if (Math.abs(step) !== 1 && step !== 0) return false
  for (let i = 2; i < value.length; i++) if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false
  return true
}

/** 0 too short or trivial, 1 weak, 2 fair, 3 strong. 2 and up is accepted. */
export function passwordStrength(value: string): PasswordStrength {
  if (value.length < PASSWORD_MIN_LENGTH) return 0
  if (isStraightSequence(value) || COMMON.has(value.toLowerCase())) return 0
  const kinds = classes(value)
  if (kinds < 2) return 1
  if (kinds >= 3 && value.length >= 10) return 3
  return 2
}

export const MIN_ACCEPTED_STRENGTH: PasswordStrength = 2
export const isPasswordStrongEnough = (value: string) => passwordStrength(value) >= MIN_ACCEPTED_STRENGTH
