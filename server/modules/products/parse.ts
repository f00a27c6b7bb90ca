// Body parsing for the product and goods calls: the contract's zod schema, with the SPEC.md §5
// rules (weight ≤ 20 kg, zoom 1–100, prices and quantity required) worded in the caller's language.
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ruleOfIssue } from '../../../src/contract/goods'
import { t } from '../../i18n/locale'
import { zodErrorMap } from '../../i18n/zod-errors'
import { findNul, validationError } from '../../lib/validate'

export function parseRuled<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  const locale = request.locale
  const nulPath = findNul(request.body)
  if (nulPath) throw validationError(locale, [{ path: nulPath, message: t(locale, 'validation.nul') }])
  const result = schema.safeParse(request.body === undefined ? {} : request.body, { error: zodErrorMap(locale) })
  if (result.success) return result.data
  throw validationError(
    locale,
    result.error.issues.map((issue) => {
      const rule = ruleOfIssue(issue)
      return { path: issue.path, message: rule ? t(locale, rule) : issue.message }
    }),
  )
}
