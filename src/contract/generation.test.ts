// The shared rules of price templates: 'Must be greater than 50' on the markup, required prices
// and quantity, and the listing price a template gives.
import { describe, expect, it } from 'vitest'
import { GENERATION_RULES, goodsTitle, listingPrice, priceTemplateSaveSchema } from './generation'

const valid = { name: 'T', markupPercent: 80, minPrice: 100, maxPrice: 100_000, quantity: 10 }
const messages = (input: unknown) => {
  const result = priceTemplateSaveSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('price template schema', () => {
  it('the markup must be greater than 50 (50 itself is refused)', () => {
    expect(messages({ ...valid, markupPercent: 50 })).toEqual([GENERATION_RULES.markup])
    expect(messages({ ...valid, markupPercent: 51 })).toEqual([])
  })

  it('lowest price, highest price and quantity cannot be empty', () => {
    expect(messages({ ...valid, minPrice: null, maxPrice: undefined, quantity: null })).toEqual([
      GENERATION_RULES.required,
      GENERATION_RULES.required,
      GENERATION_RULES.required,
    ])
  })
})

describe('listingPrice', () => {
  const base = { markupPercent: 80, addOn: 500, minPrice: 0, maxPrice: 1_000_000 }
  it('adds the markup and the add-on, then rounds', () => {
    expect(listingPrice(1800, { ...base, rounding: 'none' })).toBe(3740)
    expect(listingPrice(1800, { ...base, rounding: 'yuan' })).toBe(3800)
    expect(listingPrice(1800, { ...base, rounding: 'ninety_nine' })).toBe(3799)
  })
  it('stays within the lowest and highest price', () => {
    expect(listingPrice(10, { ...base, rounding: 'none', minPrice: 1990 })).toBe(1990)
    expect(listingPrice(100_000, { ...base, rounding: 'none', maxPrice: 9900 })).toBe(9900)
  })
})

it('goods titles fill the template and drop a design file extension', () => {
  expect(goodsTitle('{design} · {product}', 'Tee', 'dots-1.png')).toBe('dots-1 · Tee')
})
