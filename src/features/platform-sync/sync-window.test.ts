import { describe, expect, it } from 'vitest'
import { defaultWindow, windowDays, windowTooLong } from './sync-window'

describe('sync window', () => {
  it('defaults to the last seven days, today included', () => {
    expect(defaultWindow(new Date(2026, 10, 22, 15))).toEqual(['2026-11-16', '2026-11-22'])
  })
  it('counts inclusive days and refuses windows over 31 days', () => {
    expect(windowDays('2026-11-01', '2026-11-01')).toBe(1)
    expect(windowDays('2026-11-02', '2026-11-01')).toBe(0)
    expect(windowTooLong('2026-10-01', '2026-10-31')).toBe(false)
    expect(windowTooLong('2026-10-01', '2026-11-01')).toBe(true)
  })
})
