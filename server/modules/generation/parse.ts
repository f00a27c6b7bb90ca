// Body parsing for the generation calls: the contract's zod schema, with the SPEC.md §5 rules
// ('Must be greater than 50', 'lowest price, highest price and quantity cannot be empty', zoom
// 1–100) worded in the caller's language.
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { GENERATION_RULES, type GenerationRule } from '../../../src/contract/generation'
import { type IssueWording, parseWith } from '../../lib/validate'

const RULES = new Set<string>(Object.values(GENERATION_RULES))

export const generationWording: IssueWording = (issue) =>
  RULES.has(issue.message) ? (issue.message as GenerationRule) : null

export const parseGeneration = <S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> =>
  parseWith(request.locale, schema, request.body, generationWording)
