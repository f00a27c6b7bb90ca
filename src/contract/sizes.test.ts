import { describe, expect, it } from 'vitest'
import { compareSizes, sortSizes } from './sizes'

describe('size ordering', () => {
  it('puts numeric sizes 33..53 first, in number order', () => {
    expect(sortSizes(['53', '40', '33', '38'])).toEqual(['33', '38', '40', '53'])
  })

  it('orders letter sizes S, M, L, XL, XXL up to XXXXXXL, then 2XL..6XL', () => {
    expect(sortSizes(['2XL', 'XXXXXXL', 'M', '6XL', 'S', 'XL', 'XXL', 'L', 'XXXL'])).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'XXXL',
      'XXXXXXL',
      '2XL',
      '6XL',
    ])
  })

  it('sorts a mixed list: numbers, then letters, then numbered XL, then unknown sizes', () => {
    expect(sortSizes(['XL', '均码', '3XL', '36', 'S', 'XS', '42'])).toEqual([
      '36',
      '42',
      'S',
      'XL',
      '3XL',
      'XS',
      '均码',
    ])
  })

  it('puts numbers outside 33..53 with the unknown sizes, in natural order', () => {
    expect(sortSizes(['60', 'S', '54', '33'])).toEqual(['33', 'S', '54', '60'])
  })

  it('ignores case and surrounding spaces', () => {
    expect(compareSizes('xl', 'S')).toBeGreaterThan(0)
    expect(compareSizes(' m ', 'L')).toBeLessThan(0)
  })

  it('does not change the input list', () => {
    const sizes = ['L', 'S']
    sortSizes(sizes)
    expect(sizes).toEqual(['L', 'S'])
  })
})
