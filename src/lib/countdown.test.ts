import { describe, expect, it } from 'vitest'
import { formatCountdown, remainingMs } from './countdown'

describe('formatCountdown', () => {
  it('shows hh:mm:ss', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(59_000)).toBe('00:00:59')
    expect(formatCountdown(3_661_000)).toBe('01:01:01')
    expect(formatCountdown(86_400_000)).toBe('24:00:00')
  })

  it('lets hours grow past two digits', () => {
    expect(formatCountdown(360_000_000)).toBe('100:00:00')
  })

  it('rounds a part second up, so the last second shows until it is over', () => {
    expect(formatCountdown(1)).toBe('00:00:01')
    expect(formatCountdown(59_001)).toBe('00:01:00')
  })

  it('shows zero for time already past', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00')
  })
})

describe('remainingMs', () => {
  it('measures from now to a date or epoch ms, never below zero', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000)
    expect(remainingMs(new Date(10_000), 12_000)).toBe(0)
  })
})
