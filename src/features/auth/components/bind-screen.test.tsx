import { cleanNotifications } from '@mantine/notifications'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import { BindScreen } from './bind-screen'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  cleanNotifications()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

async function renderBind() {
  renderRoute(BindScreen, '/distribution/bind')
  const user = userEvent.setup()
  const fields = {
    username: await screen.findByLabelText(/username/i),
    password: screen.getByLabelText(/^password/i),
    invite: screen.getByLabelText(/invitation code/i),
  }
  return { user, fields, submit: screen.getByRole('button', { name: 'Bind' }) }
}

describe('BindScreen', () => {
  it('asks for every field before calling the server', async () => {
    const { user, submit } = await renderBind()
    await user.click(submit)
    expect(await screen.findByText('Please enter your username')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(screen.getByText('Please enter the invitation code')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('binds and names the distributor the account now belongs to', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: { distributorName: 'Sunny Prints' } }))
    const { user, fields, submit } = await renderBind()
    await user.type(fields.username, 'staff')
    await user.type(fields.password, 'demo1234')
    await user.type(fields.invite, ' SUNNY42 ')
    await user.click(submit)
    expect(await screen.findByText('Binding successful')).toBeTruthy()
    expect(screen.getByText(/Sunny Prints/)).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/dis/ts/distribution/bind')
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'staff', password: 'demo1234', inviteCode: 'SUNNY42' })
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login?username=staff')
  })

  it('shows the server msg when the invitation code is refused', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 40400, msg: 'Unknown invitation code', data: null }, 404))
    const { user, fields, submit } = await renderBind()
    await user.type(fields.username, 'staff')
    await user.type(fields.password, 'demo1234')
    await user.type(fields.invite, 'NOPE1')
    await user.click(submit)
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown invitation code')
  })
})
