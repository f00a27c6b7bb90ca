import { describe, expect, it } from 'vitest'
import { formatMoney, majorToMinor, minorToMajor } from './money'

describe('money', () => {
  it('shows minor units as currency text in the reader language', () => {
    expect(formatMoney(12345, 'USD', 'en')).toBe('$123.45')
    expect(formatMoney(12345, 'USD', 'zh-cn')).toBe('US$123.45')
    expect(formatMoney(500, 'CNY', 'zh-cn')).toBe('¥5.00')
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00')
  })

  it('knows currencies without decimals', () => {
    expect(formatMoney(1200, 'JPY', 'en')).toBe('¥1,200')
    expect(minorToMajor(1200, 'JPY')).toBe('1200')
  })

  it('falls back for a code Intl does not know', () => {
    expect(formatMoney(150, 'X1', 'en')).toBe('1.50 X1')
  })

  it('converts typed decimals back to minor units', () => {
    expect(majorToMinor('12.34', 'USD')).toBe(1234)
    expect(majorToMinor(0.1 + 0.2, 'USD')).toBe(30)
    expect(majorToMinor('', 'USD')).toBeNull()
    expect(majorToMinor('abc', 'USD')).toBeNull()
    expect(minorToMajor(5, 'USD')).toBe('0.05')
  })
})
