import { describe, expect, it } from 'vitest'
import { dayPeriod } from './greeting'

describe('day period of the greeting', () => {
  it.each([
    [4, 'evening'],
    [5, 'morning'],
    [10, 'morning'],
    [11, 'noon'],
    [13, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('at %i h it is %s', (hour, period) => {
    expect(dayPeriod(hour)).toBe(period)
  })
})
