// Bridges the contract's zod schemas to form fields: which fields a schema rejects. Screens pair
// each failing field with a message in the user's language rather than zod's English default.
import type { z } from 'zod'

export function failingFields(schema: z.ZodType, values: unknown): Set<string> {
  const result = schema.safeParse(values)
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0] ?? '')))
}
