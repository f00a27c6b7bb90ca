// Test support: checks that a route's plain search parser (src/lib/search-parsers.ts) gives exactly
// what the zod schema it replaced gave, for random hand-edited URLs built from the schema's keys.
import fc from 'fast-check'
import { expect } from 'vitest'
import type { z } from 'zod'

const PAGING_DEFAULTS: Record<string, unknown> = { pageNo: 1, pageSize: 10 }

/** The zod version of parseListSearch the lists used before the plain parsers (the reference). */
export function zodListSearch(shape: z.ZodRawShape, raw: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(shape)) {
    const value = raw[key]
    if (value === undefined || value === null || value === '') continue
    const schema = shape[key] as z.ZodType
    let parsed = schema.safeParse(value)
    if (!parsed.success && typeof value === 'number') parsed = schema.safeParse(String(value))
    if (parsed.success && parsed.data !== undefined && parsed.data !== '' && parsed.data !== PAGING_DEFAULTS[key]) {
      result[key] = parsed.data
    }
  }
  if (!result.sortField) delete result.sortOrder
  return result
}

/** Values a URL may carry: the given good ones (also padded or as numbers) and junk. */
function valueArbitrary(good: readonly unknown[]) {
  const goodArb = good.length ? fc.constantFrom(...good) : fc.constant('x')
  return fc.oneof(
    goodArb,
    goodArb.map((v) => ` ${String(v)} `),
    goodArb.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)),
    fc.constantFrom('', '   ', 'true', 'false', '0', '-1', '1.5', '2026-02-30', '2024-02-29', 'x'.repeat(120), null),
    fc.integer({ min: -5, max: 200 }),
    fc.boolean(),
    fc.string({ maxLength: 8 }),
  )
}

/**
 * Random searches over `samples` (key → good values): the parser under test and the reference
 * must agree on every one.
 */
export function expectSameAsZod(
  parse: (raw: Record<string, unknown>) => unknown,
  reference: (raw: Record<string, unknown>) => unknown,
  samples: Record<string, readonly unknown[]>,
) {
  const record = fc.record(
    Object.fromEntries(Object.entries(samples).map(([key, good]) => [key, valueArbitrary(good)])),
    { requiredKeys: [] },
  )
  fc.assert(
    fc.property(record, (raw) => {
      expect(parse(raw)).toEqual(reference(raw))
    }),
    { numRuns: 400 },
  )
}
