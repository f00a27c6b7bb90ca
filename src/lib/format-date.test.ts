import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDay, formatShortDateTime } from './format-date'

describe('formatDateTime', () => {
  const at = new Date(2026, 10, 24, 8, 5)

  it('writes the same instant in each language with a 24-hour clock', () => {
    expect(formatDateTime(at, 'zh-cn')).toBe('2026/11/24 08:05')
    expect(formatDateTime(at, 'en')).toBe('11/24/2026, 08:05')
  })

  it('leaves the year out of the short form and the time out of the day', () => {
    expect(formatShortDateTime(at.toISOString(), 'en')).toBe('11/24, 08:05')
    expect(formatDay(at.toISOString(), 'zh-cn')).toBe('2026/11/24')
  })

  it('answers an empty string for a missing or broken date instead of "Invalid Date"', () => {
    expect(formatDateTime(null, 'en')).toBe('')
    expect(formatDateTime(undefined, 'en')).toBe('')
    expect(formatDateTime('not a date', 'zh-cn')).toBe('')
  })
})
