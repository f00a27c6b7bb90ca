import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../lib/testing/providers'
import { InstallAppButton } from './install-app-button'
import { type BeforeInstallPromptEvent, setPwaState } from './pwa-state'

afterEach(() => act(() => setPwaState({ installOffer: null })))

function offer(outcome: 'accepted' | 'dismissed'): BeforeInstallPromptEvent {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  })
}

describe('InstallAppButton', () => {
  it('is absent while the browser offers no installation', () => {
    renderWithProviders(<InstallAppButton />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it("opens the browser's install dialog and then disappears (an offer is used once)", async () => {
    const event = offer('accepted')
    renderWithProviders(<InstallAppButton />)
    act(() => setPwaState({ installOffer: event }))
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }))
    expect(event.prompt).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull())
  })
})
