// The one bridge from the contract's zod schemas to form fields: which fields a schema rejects,
// by path. Screens pair each failing field with a message in the user's language rather than
// zod's English default (a form's own mapping may name a field differently from the contract:
// grams on the wire, kilograms on screen).
import type { z } from 'zod'

type Issue = z.core.$ZodIssue
type Path = readonly PropertyKey[]

const dotted = (path: Path) => path.map(String).join('.')

/** The first issue per field, keyed by its path ("specs.0.price") or by what `keyOf` names it. */
export function schemaIssues(
  schema: z.ZodType,
  values: unknown,
  keyOf: (path: Path) => string = dotted,
): Map<string, Issue> {
  const result = schema.safeParse(values)
  const issues = new Map<string, Issue>()
  if (result.success) return issues
  for (const issue of result.error.issues) {
    const key = keyOf(issue.path)
    if (!issues.has(key)) issues.set(key, issue)
  }
  return issues
}

/** The top-level fields a schema rejects ("expressCode"; '' for the value as a whole). */
export const failingFields = (schema: z.ZodType, values: unknown): Set<string> =>
  new Set(schemaIssues(schema, values, (path) => String(path[0] ?? '')).keys())
