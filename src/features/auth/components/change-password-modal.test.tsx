import { cleanNotifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders, shownNotifications } from '../../../lib/testing/providers'
import { ChangePasswordModal } from './change-password-modal'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  cleanNotifications()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

async function openModal() {
  const onClose = vi.fn()
  renderWithProviders(<ChangePasswordModal opened onClose={onClose} />)
  const user = userEvent.setup()
  const fields = {
    old: await screen.findByLabelText(/old password/i),
    new: screen.getByLabelText(/^new password/i),
    repeat: screen.getByLabelText(/repeat the new password/i),
  }
  const save = screen.getByRole('button', { name: 'Save' })
  return { user, fields, save, onClose }
}

describe('ChangePasswordModal', () => {
  it('asks for all three fields when submitted empty, and sends nothing', async () => {
    const { user, save } = await openModal()
    await user.click(save)
    expect(await screen.findByText('enter the old password')).toBeTruthy()
    expect(screen.getByText('enter the new password')).toBeTruthy()
    expect(screen.getByText('enter the repeated password')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('rejects whitespace-only passwords', async () => {
    const { user, fields, save } = await openModal()
    await user.type(fields.old, '   ')
    await user.type(fields.new, '      ')
    await user.type(fields.repeat, '      ')
    await user.click(save)
    expect(await screen.findByText('enter the old password')).toBeTruthy()
    expect(screen.getByText('enter the new password')).toBeTruthy()
    expect(screen.getByText('enter the repeated password')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says the passwords do not match when the repeat differs', async () => {
    const { user, fields, save } = await openModal()
    await user.type(fields.old, 'demo1234')
    await user.type(fields.new, 'Better2026!')
    await user.type(fields.repeat, 'Better2026?')
    await user.click(save)
    expect(await screen.findByText('the passwords do not match')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a short or weak new password', async () => {
    const { user, fields, save } = await openModal()
    await user.type(fields.new, 'abc')
    await user.click(save)
    expect(await screen.findByText('at least 6 characters, case sensitive')).toBeTruthy()
    await user.clear(fields.new)
    await user.type(fields.new, 'abcdefgh')
    expect(await screen.findByText('password strength insufficient')).toBeTruthy()
  })

  it('sends old and new password; data true shows success and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: true }))
    const { user, fields, save, onClose } = await openModal()
    await user.type(fields.old, 'demo1234')
    await user.type(fields.new, 'Better2026!')
    await user.type(fields.repeat, 'Better2026!')
    await user.click(save)
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/dis/ts/password/change')
    expect(JSON.parse(String(init?.body))).toEqual({ oldPassword: 'demo1234', newPassword: 'Better2026!' })
    expect(shownNotifications()).toEqual([{ title: 'Success', message: 'Password changed', color: 'green' }])
  })

  it('says operation failed when data is not true, and stays open', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: false }))
    const { user, fields, save, onClose } = await openModal()
    await user.type(fields.old, 'demo1234')
    await user.type(fields.new, 'Better2026!')
    await user.type(fields.repeat, 'Better2026!')
    await user.click(save)
    await waitFor(() =>
      expect(shownNotifications()).toEqual([{ title: 'Failure', message: 'operation failed', color: 'red' }]),
    )
    expect(onClose).not.toHaveBeenCalled()
  })

  it("shows the server's msg when the call is refused", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 40002, msg: 'The old password is wrong', data: null }, 400))
    const { user, fields, save, onClose } = await openModal()
    await user.type(fields.old, 'wrong-one')
    await user.type(fields.new, 'Better2026!')
    await user.type(fields.repeat, 'Better2026!')
    await user.click(save)
    await waitFor(() =>
      expect(shownNotifications()).toEqual([{ title: 'Failure', message: 'The old password is wrong', color: 'red' }]),
    )
    expect(onClose).not.toHaveBeenCalled()
  })

  it('disables saving while the change is pending', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const { user, fields, save } = await openModal()
    await user.type(fields.old, 'demo1234')
    await user.type(fields.new, 'Better2026!')
    await user.type(fields.repeat, 'Better2026!')
    await user.click(save)
    await waitFor(() => expect(save.hasAttribute('disabled') || save.getAttribute('data-loading') !== null).toBe(true))
    await user.click(save)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answer(jsonResponse({ code: 0, msg: '', data: true }))
  })
})
