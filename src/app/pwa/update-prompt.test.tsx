import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../lib/testing/providers'
import { setPwaState } from './pwa-state'
import { UpdatePrompt } from './update-prompt'

afterEach(() => act(() => setPwaState({ applyUpdate: null })))

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', () => {
    renderWithProviders(<UpdatePrompt />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('offers the reload when a new version waits and applies it only on the click', async () => {
    const applyUpdate = vi.fn()
    renderWithProviders(<UpdatePrompt />)
    act(() => setPwaState({ applyUpdate }))
    const prompt = await screen.findByRole('alertdialog', { name: 'A new version is ready' })
    expect(applyUpdate).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(applyUpdate).toHaveBeenCalledTimes(1)
    expect(prompt).toBeTruthy()
  })

  it('"Later" hides it until another release is found', async () => {
    renderWithProviders(<UpdatePrompt />)
    act(() => setPwaState({ applyUpdate: vi.fn() }))
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    act(() => setPwaState({ applyUpdate: vi.fn() }))
    expect(await screen.findByRole('alertdialog')).toBeTruthy()
  })
})
