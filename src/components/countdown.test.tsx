import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../lib/testing/providers'
import { Countdown } from './countdown'

describe('<Countdown>', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('ticks every second in hh:mm:ss and calls onDone once at zero', async () => {
    const onDone = vi.fn()
    renderWithProviders(<Countdown until={Date.now() + 3_662_000} onDone={onDone} />)
    expect(screen.getByRole('timer').textContent).toBe('01:01:02')
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('timer').textContent).toBe('01:01:01')
    await act(() => vi.advanceTimersByTimeAsync(3_661_000))
    expect(screen.getByRole('timer').textContent).toBe('00:00:00')
    expect(onDone).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('shows zero and reports done at once for a time already past', async () => {
    const onDone = vi.fn()
    renderWithProviders(<Countdown until={new Date(Date.now() - 1_000)} onDone={onDone} />)
    expect(screen.getByRole('timer').textContent).toBe('00:00:00')
    expect(onDone).toHaveBeenCalledTimes(1)
  })
})
