import { cleanNotifications } from '@mantine/notifications'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import { RegisterScreen } from './register-screen'
import { SMS_RESEND_INTERVAL_MS } from './sms-code-button'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  cleanNotifications()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function renderRegister(options: { fakeTimers?: boolean } = {}) {
  renderRoute(RegisterScreen, '/register')
  // With fake timers, user-event's own delays must advance them too.
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => void vi.advanceTimersByTime(ms) } : {})
  const fields = {
    phone: await screen.findByLabelText(/mobile phone number/i),
    code: screen.getByLabelText(/verification code/i),
    password: screen.getByLabelText(/^password/i),
    confirm: screen.getByLabelText(/confirm password/i),
  }
  return { user, fields, submit: screen.getByRole('button', { name: 'Register' }) }
}

function requestsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === `/dis/ts${path}`)
}

describe('RegisterScreen validation', () => {
  it('shows every rule when submitted empty and sends nothing', async () => {
    const { user, submit } = await renderRegister()
    await user.click(submit)
    expect(await screen.findByText('Please enter a valid mobile phone number')).toBeTruthy()
    expect(screen.getByText('Please enter the verification code')).toBeTruthy()
    expect(screen.getByText('at least 6 characters, case sensitive')).toBeTruthy()
    expect(screen.getByText('enter the repeated password')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('wants an 11-digit mobile number', async () => {
    const { user, fields, submit } = await renderRegister()
    await user.type(fields.phone, '1380013800')
    await user.click(submit)
    expect(await screen.findByText('Please enter a valid mobile phone number')).toBeTruthy()
    await user.type(fields.phone, '0')
    await waitFor(() => expect(screen.queryByText('Please enter a valid mobile phone number')).toBeNull())
  })

  it('rates the password live and refuses a weak one', async () => {
    const { user, fields, submit } = await renderRegister()
    await user.type(fields.password, 'abcdefgh')
    expect(screen.getByText('Password strength: Too weak')).toBeTruthy()
    await user.click(submit)
    expect(await screen.findByText('password strength insufficient')).toBeTruthy()
    await user.clear(fields.password)
    await user.type(fields.password, 'Sunny-Day-2026')
    expect(screen.getByText('Password strength: Strong')).toBeTruthy()
    expect(screen.queryByText('password strength insufficient')).toBeNull()
  })

  it('says when the two passwords do not match', async () => {
    const { user, fields, submit } = await renderRegister()
    await user.type(fields.password, 'Sunny2026')
    await user.type(fields.confirm, 'Sunny2025')
    await user.click(submit)
    expect(await screen.findByText('the two passwords do not match')).toBeTruthy()
  })

  it('will not send a code to an invalid number', async () => {
    const { user, fields } = await renderRegister()
    await user.type(fields.phone, '123')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Please enter a valid mobile phone number')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('RegisterScreen flow', () => {
  it('sends the SMS code for registering, then waits 60 s before it can resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: true }))
    const { user, fields } = await renderRegister({ fakeTimers: true })
    await user.type(fields.phone, '13800138000')
    await user.click(screen.getByRole('button', { name: 'Send code' }))

    const resend = await screen.findByRole('button', { name: 'Resend in 60 s' })
    expect(resend.hasAttribute('disabled')).toBe(true)
    expect(JSON.parse(String(requestsTo('/account/sms')[0]?.[1]?.body))).toEqual({
      phone: '13800138000',
      purpose: 'register',
    })

    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(SMS_RESEND_INTERVAL_MS))
    const again = screen.getByRole('button', { name: 'Send code' })
    expect(again.hasAttribute('disabled')).toBe(false)
  })

  it('shows why the code could not be sent', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 40005, msg: 'This phone number is already registered', data: null }, 409),
    )
    const { user, fields } = await renderRegister()
    await user.type(fields.phone, '13800138000')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect((await screen.findByRole('alert')).textContent).toContain('This phone number is already registered')
  })

  it('registers and opens the result page with the new account', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 0, msg: '', data: { username: '13800138000', name: 'Sunny Prints', did: 'd9' } }),
    )
    const { user, fields, submit } = await renderRegister()
    await user.type(fields.phone, '13800138000')
    await user.type(fields.code, '123456')
    await user.type(fields.password, 'Sunny2026')
    await user.type(fields.confirm, 'Sunny2026')
    await user.type(screen.getByLabelText(/distributor name/i), '  Sunny Prints ')
    await user.click(submit)

    const location = await screen.findByTestId('location')
    expect(location.textContent).toBe('/registerResult {"username":"13800138000","name":"Sunny Prints"}')
    expect(JSON.parse(String(requestsTo('/register')[0]?.[1]?.body))).toEqual({
      phone: '13800138000',
      password: 'Sunny2026',
      smsCode: '123456',
      name: 'Sunny Prints',
    })
  })

  it('keeps the form and shows the server msg when registering is refused', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 40003, msg: 'The verification code is wrong', data: null }, 400))
    const { user, fields, submit } = await renderRegister()
    await user.type(fields.phone, '13800138000')
    await user.type(fields.code, '000000')
    await user.type(fields.password, 'Sunny2026')
    await user.type(fields.confirm, 'Sunny2026')
    await user.click(submit)
    expect((await screen.findByRole('alert')).textContent).toContain('The verification code is wrong')
    expect(screen.queryByTestId('location')).toBeNull()
  })
})
