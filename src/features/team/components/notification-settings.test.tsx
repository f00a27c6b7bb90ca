import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_NOTIFICATION_PREFS, type Preferences, TEAM_PATHS } from '../../../contract/team'
import { jsonResponse, renderWithProviders } from '../../../lib/testing/providers'
import { NotificationSettings } from './notification-settings'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const preferences = (version: number, newOrderSms: boolean): Preferences => ({
  view: null,
  locale: null,
  version,
  notifications: { ...DEFAULT_NOTIFICATION_PREFS, newOrder: { inApp: true, sms: newOrderSms } },
})
const pathOf = (call: Parameters<typeof fetch>) => new URL(String(call[0]), 'http://x').pathname
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body))

describe('notification settings', () => {
  it('a save refused as out of date keeps the choices and the reason; saving again goes against the newer version', async () => {
    // On the server: version 3 (another device turned SMS on for "Purchase shipped" meanwhile).
    let server = preferences(2, false)
    fetchMock.mockImplementation(async (...call) => {
      if (pathOf(call).endsWith(TEAM_PATHS.notifications)) {
        const { version } = bodyOf(call)
        if (version !== server.version)
          return jsonResponse(
            { code: 41200, msg: 'This record was changed by someone else in the meantime', data: server },
            412,
          )
        server = { ...server, notifications: bodyOf(call).notifications, version: server.version + 1 }
        return jsonResponse({ code: 0, msg: 'OK', data: server })
      }
      return jsonResponse({ code: 0, msg: 'OK', data: server })
    })
    renderWithProviders(<NotificationSettings />)
    const newOrderSms = await screen.findByRole('switch', { name: 'New order: SMS' })
    expect(newOrderSms).toHaveProperty('checked', false)
    server = {
      ...server,
      version: 3,
      notifications: { ...server.notifications, purchaseShipped: { inApp: true, sms: true } },
    }

    fireEvent.click(newOrderSms)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/changed by someone else in the meantime/)).toBeTruthy()
    // The refetched version 3 arrived; the user's choice is still on screen, the save still offered.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter((call) => pathOf(call).endsWith(TEAM_PATHS.preferences)).length).toBe(2),
    )
    expect(screen.getByRole('switch', { name: 'New order: SMS' })).toHaveProperty('checked', true)
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false)
    expect(screen.getByText(/changed by someone else in the meantime/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(server.version).toBe(4))
    const saves = fetchMock.mock.calls.filter((call) => pathOf(call).endsWith(TEAM_PATHS.notifications))
    expect(saves.map((call) => bodyOf(call).version)).toEqual([2, 3])
    expect(server.notifications.newOrder).toEqual({ inApp: true, sms: true })
  })

  it('a newer copy from the server is shown as it is when nothing was changed here', async () => {
    let server = preferences(1, false)
    fetchMock.mockImplementation(async () => jsonResponse({ code: 0, msg: 'OK', data: server }))
    const { queryClient } = renderWithProviders(<NotificationSettings />)
    expect(await screen.findByRole('switch', { name: 'New order: SMS' })).toHaveProperty('checked', false)
    server = preferences(2, true)
    await queryClient.invalidateQueries()
    await waitFor(() => expect(screen.getByRole('switch', { name: 'New order: SMS' })).toHaveProperty('checked', true))
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
  })
})
