// zod 4 issue messages in the caller's language: zod's own zh-CN/en locales, with a few
// product wordings from SPEC.md §5 (phone, password length) where the generic text is unclear.
import { z } from 'zod'
import type { Locale } from '../../src/contract/constants'
import { PASSWORD_MIN_LENGTH } from '../../src/contract/constants'
import { t } from './locale'
import { MESSAGES, type MessageKey } from './messages'

type ErrorMap = NonNullable<Parameters<z.ZodType['safeParse']>[1]>['error']
type Issue = Parameters<NonNullable<ErrorMap>>[0]

const zodLocales = { 'zh-cn': z.locales.zhCN().localeError, en: z.locales.en().localeError }
const PHONE_FIELDS = new Set(['phone', 'contactPhone'])
const PASSWORD_FIELDS = new Set(['password', 'newPassword'])

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0

function productMessage(locale: Locale, issue: Issue): string | undefined {
  const last = issue.path?.[issue.path.length - 1]
  const field = typeof last === 'string' ? last : ''
  // An absent field: "expected string, received undefined" or "invalid option" say it badly.
  const absent = issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')
  if (absent) return t(locale, 'validation.required')
  if (issue.code === 'invalid_format' && PHONE_FIELDS.has(field)) return t(locale, 'validation.phone')
  if (issue.code === 'invalid_format' && field === 'smsCode') return t(locale, 'validation.smsCode')
  if (issue.code === 'too_small' && PASSWORD_FIELDS.has(field) && issue.origin === 'string') {
    return t(locale, 'validation.passwordMin', { min: PASSWORD_MIN_LENGTH })
  }
  if (issue.code === 'custom' && PASSWORD_FIELDS.has(field)) return t(locale, 'validation.blank')
  // A contract refinement naming a server message (`translated()` in src/contract/orders.ts).
  const named = issue.code === 'custom' ? (issue.params as { i18n?: unknown } | undefined)?.i18n : undefined
  if (typeof named === 'string' && named in MESSAGES) return t(locale, named as MessageKey)
  const input = issue.input
  if (issue.code === 'custom' && isEmptyObject(input)) return t(locale, 'validation.nothingToUpdate')
  return undefined
}

export function zodErrorMap(locale: Locale): NonNullable<ErrorMap> {
  const fallback = zodLocales[locale]
  return (issue) => productMessage(locale, issue) ?? fallback(issue)
}
