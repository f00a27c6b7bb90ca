// Body parsing for the product and goods calls: the contract's zod schema, with the SPEC.md §5
// rules (weight ≤ 20 kg, zoom 1–100, prices and quantity required) worded in the caller's language.
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ruleOfIssue } from '../../../src/contract/goods'
import { type IssueWording, parseWith } from '../../lib/validate'

export const productWording: IssueWording = (issue) => ruleOfIssue(issue)

export const parseRuled = <S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> =>
  parseWith(request.locale, schema, request.body, productWording)
