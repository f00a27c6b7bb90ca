// The plaza's URL: a shared link opens the same tab, filters and drawer; a hand-edited bad value
// drops that one param instead of breaking the screen. Prices read in the reader's locale.
import { expect, it } from 'vitest'
import { priceRange } from './components/offer-card'
import { parsePlazaSearch } from './plaza-search'

it('keeps the tab, filters, page and open drawer of a shared link', () => {
  expect(
    parsePlazaSearch({
      scope: 'mine',
      keyword: 'Kitty',
      minPrice: '20',
      maxPrice: 40,
      pageNo: '2',
      add: 'plaza-demo-2',
    }),
  ).toEqual({ scope: 'mine', keyword: 'Kitty', minPrice: 20, maxPrice: 40, pageNo: 2, add: 'plaza-demo-2' })
})

it('drops only the values that make no sense', () => {
  const parsed = parsePlazaSearch({
    scope: 'everyone',
    minPrice: '-5',
    maxPrice: 'cheap',
    keyword: 'tee',
    offer: 'new',
  })
  expect(parsed).toEqual({ keyword: 'tee', offer: 'new' })
})

it('shows one price or a range in the reader’s locale', () => {
  expect(priceRange({ minPrice: 2600, maxPrice: 2600 }, 'zh-cn')).toBe('¥26.00')
  expect(priceRange({ minPrice: 2400, maxPrice: 2900 }, 'zh-cn')).toBe('¥24.00 – ¥29.00')
  expect(priceRange({ minPrice: 2400, maxPrice: 2900 }, 'en')).toBe('CN¥24.00 – CN¥29.00')
})
