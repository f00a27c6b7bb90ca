import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'
import { numberFormat } from './number-format'

describe('numberFormat', () => {
  it('builds a formatter once per locale and options, and formats in that locale', () => {
    const first = numberFormat('zh-cn', { maximumFractionDigits: 1 })
    expect(numberFormat('zh-cn', { maximumFractionDigits: 1 })).toBe(first)
    expect(numberFormat('zh-CN', { maximumFractionDigits: 1 })).toBe(first)
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(first)
    expect(numberFormat('zh-cn', { maximumFractionDigits: 2 })).not.toBe(first)
    expect(numberFormat('en').format(1234567)).toBe('1,234,567')
    expect(first.resolvedOptions().locale).toBe('zh-CN')
  })

  it('throws for an unknown currency, as Intl does, so money falls back to plain digits', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOPE1' })).toThrow(RangeError)
    expect(formatMoney(12345, 'NOPE1', 'en')).toBe('123.45 NOPE1')
    expect(formatMoney(12345, 'USD', 'en')).toBe('$123.45')
    expect(formatMoney(12345, 'JPY', 'zh-cn')).toBe('JP¥12,345')
  })
})
