// Random request bodies for the "never a 500" property tests of every module: each field gets a
// plausible value (one the caller names, close to valid) or a nasty one (wrong type, NUL, lone
// surrogate, 5,000 characters, __proto__ …); now and then the body is any JSON at all.
import fc from 'fast-check'

export const nastyValue = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'x'.repeat(5000), '__proto__'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
)

/** Bodies over `fields`, mixing `plausible` values with nasty ones in the ratio given. */
export function fuzzBodies(
  fields: string[],
  plausible: fc.Arbitrary<unknown>,
  weights: { plausible: number; nasty: number } = { plausible: 4, nasty: 3 },
): fc.Arbitrary<unknown> {
  const value = fc.oneof(
    { weight: weights.plausible, arbitrary: plausible },
    { weight: weights.nasty, arbitrary: nastyValue },
  )
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: fc.jsonValue() },
  )
}
