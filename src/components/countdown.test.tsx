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

  it('runs one timer for every countdown on the page, so a list of them renders once a tick', async () => {
    const timers = vi.spyOn(globalThis, 'setInterval')
    const { unmount } = renderWithProviders(
      <div>
        {[1, 2, 3, 4, 5].map((hours) => (
          <Countdown key={hours} until={Date.now() + hours * 3_600_000} />
        ))}
      </div>,
    )
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual([
      '00:59:59',
      '01:59:59',
      '02:59:59',
      '03:59:59',
      '04:59:59',
    ])
    expect(timers).toHaveBeenCalledTimes(1)
    unmount()
    timers.mockRestore()
  })
})
