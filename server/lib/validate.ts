// Parses request input with a contract zod schema; a failure becomes a 400 VALIDATION error
// whose message names each field, in the caller's language.
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Locale } from '../../src/contract/constants'
import { ErrorCode } from '../../src/contract/errors'
import { fieldLabel } from '../i18n/field-labels'
import { t } from '../i18n/locale'
import type { MessageKey } from '../i18n/messages'
import { zodErrorMap } from '../i18n/zod-errors'
import { AppError } from './app-error'

const MAX_LISTED_ISSUES = 5

/** PostgreSQL text cannot hold NUL, so a NUL anywhere in the input is refused up front. */
export function findNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i])
      if (found) return found
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, [...path, key]) ?? (key.includes('\u0000') ? [...path, key] : undefined)
      if (found) return found
    }
  }
  return undefined
}

export function validationError(locale: Locale, issues: { path: readonly PropertyKey[]; message: string }[]) {
  const fields = issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
  const message = issues
    .slice(0, MAX_LISTED_ISSUES)
    .map((issue) =>
      t(locale, 'validation.fieldIssue', { field: fieldLabel(locale, issue.path), message: issue.message }),
    )
    .join('; ')
  return new AppError(ErrorCode.VALIDATION, 'validation.fieldIssue', { message, extra: { fields } })
}

/**
 * The SPEC.md rule a zod issue breaks, as a catalog key (e.g. 'rule.product.weight'), or null for
 * the generic wording. Areas with worded rules pass theirs (products/wording.ts, generation/wording.ts).
 */
export type IssueWording = (issue: {
  path: readonly PropertyKey[]
  message: string
  code?: string
}) => MessageKey | null

export function parseWith<S extends z.ZodType>(
  locale: Locale,
  schema: S,
  input: unknown,
  wording?: IssueWording,
): z.output<S> {
  const nulPath = findNul(input)
  if (nulPath) throw validationError(locale, [{ path: nulPath, message: t(locale, 'validation.nul') }])
  // Requests without a body (no Content-Type) arrive as undefined; treat that as {}.
  const result = schema.safeParse(input === undefined ? {} : input, { error: zodErrorMap(locale) })
  if (result.success) return result.data
  const issues = wording
    ? result.error.issues.map((issue) => {
        const rule = wording(issue)
        return { path: issue.path, message: rule ? t(locale, rule) : issue.message }
      })
    : result.error.issues
  throw validationError(locale, issues)
}

export const parseBody = <S extends z.ZodType>(request: FastifyRequest, schema: S) =>
  parseWith(request.locale, schema, request.body)

export const parseQuery = <S extends z.ZodType>(request: FastifyRequest, schema: S) =>
  parseWith(request.locale, schema, request.query)

export const parseParams = <S extends z.ZodType>(request: FastifyRequest, schema: S) =>
  parseWith(request.locale, schema, request.params)
