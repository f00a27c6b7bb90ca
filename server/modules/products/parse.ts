// Wording of the product and goods calls' validation (passed as `wording` to the route helper): SPEC.md §5
// rules (weight ≤ 20 kg, zoom 1–100, prices and quantity required) worded in the caller's language.
import { ruleOfIssue } from '../../../src/contract/goods'
import type { IssueWording } from '../../lib/validate'

export const productWording: IssueWording = (issue) => ruleOfIssue(issue)
