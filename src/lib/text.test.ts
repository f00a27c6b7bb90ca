import { describe, expect, it } from 'vitest'
import { textWidth, truncateText } from './text'

describe('textWidth', () => {
  it('counts ASCII as 1 and any other character as 2', () => {
    expect(textWidth('abc')).toBe(3)
    expect(textWidth('订单')).toBe(4)
    expect(textWidth('T恤 XL')).toBe(6)
    expect(textWidth('é')).toBe(2)
  })

  it('counts an emoji (a surrogate pair) as one wide character', () => {
    expect(textWidth('👍')).toBe(2)
  })
})

describe('truncateText', () => {
  it('returns text that fits unchanged', () => {
    expect(truncateText('hello', 5)).toBe('hello')
    expect(truncateText('你好', 4)).toBe('你好')
  })

  it('cuts Chinese text so the result with the ellipsis stays within the width', () => {
    // '…' is non-ASCII, width 2: 10 - 2 leaves room for four Chinese characters.
    const cut = truncateText('定制印花圆领短袖T恤', 10)
    expect(cut).toBe('定制印花…')
    expect(textWidth(cut)).toBeLessThanOrEqual(10)
  })

  it('never splits a wide character to fill an odd width', () => {
    expect(truncateText('定制印花圆领', 9)).toBe('定制印…')
  })

  it('mixes ASCII and Chinese by width', () => {
    expect(truncateText('ab订单详情', 6, '...')).toBe('ab...')
    expect(truncateText('abc订单详情', 7, '...')).toBe('abc...')
    expect(truncateText('abcd订单', 7, '...')).toBe('abcd...')
  })

  it('uses a custom ellipsis and returns what fits when even the ellipsis is too wide', () => {
    expect(truncateText('abcdefgh', 5, '..')).toBe('abc..')
    expect(truncateText('订单详情', 1)).toBe('')
    expect(truncateText('abcdef', 1)).toBe('a')
  })
})
