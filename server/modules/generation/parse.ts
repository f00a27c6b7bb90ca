// Wording of the generation calls' validation (passed as `wording` to the route helper): SPEC.md §5 rules
// ('Must be greater than 50', 'lowest price, highest price and quantity cannot be empty', zoom
// 1–100) worded in the caller's language.
import { GENERATION_RULES, type GenerationRule } from '../../../src/contract/generation'
import type { IssueWording } from '../../lib/validate'

const RULES = new Set<string>(Object.values(GENERATION_RULES))

export const generationWording: IssueWording = (issue) =>
  RULES.has(issue.message) ? (issue.message as GenerationRule) : null
