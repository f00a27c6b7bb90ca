import { describe, expect, it } from 'vitest'
import { anyText, bool, dateShape, int, isoDate, oneOf, parseSearch, sortOrder, text, truthy } from './search-parsers'

describe('search param parsers', () => {
  it('text trims, then checks the length; anything but a string is invalid', () => {
    const keyword = text({ max: 5 })
    expect(keyword('  abc  ')).toBe('abc')
    expect(keyword(' abcde ')).toBe('abcde')
    expect(keyword('abcdef')).toBeUndefined()
    expect(keyword(12)).toBeUndefined()
    expect(text({ min: 1, max: 64 })('   ')).toBeUndefined()
    expect(text({ max: 64, trim: false })(' a ')).toBe(' a ')
    expect(text({ max: 2, length: 2 })('c')).toBeUndefined()
    expect(text({ max: 2, length: 2 })(' cn ')).toBe('cn')
  })

  it('int coerces like Number() and keeps integers in range or in the list', () => {
    const page = int({ min: 1 })
    expect(page('3')).toBe(3)
    expect(page(3)).toBe(3)
    expect(page(' 4 ')).toBe(4)
    expect(page('0')).toBeUndefined()
    expect(page('1.5')).toBeUndefined()
    expect(page('abc')).toBeUndefined()
    expect(page('Infinity')).toBeUndefined()
    expect(int({ min: 1, max: 100 })(101)).toBeUndefined()
    expect(int({ oneOf: [10, 20] })('20')).toBe(20)
    expect(int({ oneOf: [10, 20] })(30)).toBeUndefined()
  })

  it('oneOf, sortOrder, dates and booleans accept only their values', () => {
    expect(oneOf(['a', 'b'])('b')).toBe('b')
    expect(oneOf(['a', 'b'])('c')).toBeUndefined()
    expect(sortOrder('descend')).toBe('descend')
    expect(sortOrder('desc')).toBeUndefined()
    expect(isoDate('2024-02-29')).toBe('2024-02-29')
    expect(isoDate('2023-02-29')).toBeUndefined()
    expect(isoDate('2026-13-01')).toBeUndefined()
    expect(isoDate('2026-1-01')).toBeUndefined()
    expect(dateShape('2026-13-01')).toBe('2026-13-01')
    expect(bool('true')).toBe(true)
    expect(bool(false)).toBe(false)
    expect(bool('yes')).toBeUndefined()
    expect(truthy('false')).toBe(true)
    expect(truthy(0)).toBe(false)
    expect(anyText(13800138000)).toBe('13800138000')
  })

  it('parseSearch keeps each valid key, leaves out invalid and unknown ones', () => {
    const shape = { q: text({ max: 10 }), page: int({ min: 1 }) }
    expect(parseSearch(shape, { q: ' x ', page: '2', other: 1 })).toEqual({ q: 'x', page: 2 })
    expect(parseSearch(shape, { q: 5, page: 'two' })).toEqual({})
    expect(parseSearch(shape, {})).toEqual({})
  })

  it('an invalid value overrides the raw param the router lays the parsed search over', () => {
    const shape = { channel: oneOf(['amazon', 'ozon'] as const), q: text({ max: 10 }) }
    const raw = { channel: 'ebay', q: 'tee', utm: 'mail' }
    // What TanStack Router hands the screen: the URL's params with the parsed ones over them.
    const seen = { ...raw, ...parseSearch(shape, raw) }
    expect(seen.channel).toBeUndefined()
    expect(seen.q).toBe('tee')
  })
})
