import { cleanNotifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import { getToken, setToken } from '../../../lib/token'
import { useConfirmLogout } from './logout-confirm'

const fetchMock = vi.fn<typeof fetch>()

function UserMenu() {
  const confirmLogout = useConfirmLogout()
  return (
    <button type="button" onClick={() => void confirmLogout()}>
      Log out
    </button>
  )
}

beforeEach(() => {
  cleanNotifications()
  fetchMock.mockReset()
  fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: true }))
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok')
})
afterEach(() => vi.unstubAllGlobals())

describe('useConfirmLogout', () => {
  it('does nothing when the user cancels', async () => {
    renderRoute(UserMenu, '/dashboard/workplace')
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(getToken()).toBe('tok')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs out and goes to /login once confirmed', async () => {
    renderRoute(UserMenu, '/dashboard/workplace')
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('Do you really want to sign out?')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/login {}')
    await waitFor(() => expect(getToken()).toBeNull())
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/dis/ts/logout')
  })
})
