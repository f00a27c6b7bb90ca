// Body parsing for the generation calls: the contract's zod schema, with the SPEC.md §5 rules
// ('Must be greater than 50', 'lowest price, highest price and quantity cannot be empty', zoom
// 1–100) worded in the caller's language.
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { GENERATION_RULES, type GenerationRule } from '../../../src/contract/generation'
import { t } from '../../i18n/locale'
import { zodErrorMap } from '../../i18n/zod-errors'
import { findNul, validationError } from '../../lib/validate'

const RULES = new Set<string>(Object.values(GENERATION_RULES))

export function parseGeneration<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  const locale = request.locale
  const nulPath = findNul(request.body)
  if (nulPath) throw validationError(locale, [{ path: nulPath, message: t(locale, 'validation.nul') }])
  const result = schema.safeParse(request.body === undefined ? {} : request.body, { error: zodErrorMap(locale) })
  if (result.success) return result.data
  throw validationError(
    locale,
    result.error.issues.map((issue) => ({
      path: issue.path,
      message: RULES.has(issue.message) ? t(locale, issue.message as GenerationRule) : issue.message,
    })),
  )
}
