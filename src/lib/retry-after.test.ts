// Retry-After as a wait: seconds, an HTTP date, and nothing for what cannot be read.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseRetryAfter } from './retry-after'

afterEach(() => {
  vi.useRealTimers()
})

describe('parseRetryAfter', () => {
  it('reads seconds as milliseconds', () => {
    expect(parseRetryAfter('30')).toBe(30_000)
    expect(parseRetryAfter('0')).toBe(0)
  })

  it('reads an HTTP date as the time left until it, never below zero', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'))
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:00:45 GMT')).toBe(45_000)
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:00:00 GMT')).toBe(0)
  })

  it('is null when absent or unreadable', () => {
    expect(parseRetryAfter(null)).toBeNull()
    expect(parseRetryAfter('')).toBeNull()
    expect(parseRetryAfter('soon')).toBeNull()
  })
})
