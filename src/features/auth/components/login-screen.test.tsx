import { cleanNotifications } from '@mantine/notifications'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { replacePage } from '../../../lib/reload-page'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import { getToken } from '../../../lib/token'
import { LoginScreen } from './login-screen'

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn(), replacePage: vi.fn() }))

const fetchMock = vi.fn<typeof fetch>()

/** Answers per API path, like the server would. */
function serve(routes: Record<string, (init?: RequestInit) => Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).replace('/dis/ts', '')
    const answer = routes[path]
    if (!answer) throw new Error(`unexpected call ${path}`)
    return answer(init)
  })
}

/** The server's answer to the right password of a two-step account without a code. */
const codeRequired = () =>
  jsonResponse({ code: 40100, msg: 'Enter the code sent to your phone', data: null, isLogin: true }, 401)

function bodyOf(path: string): string {
  const call = fetchMock.mock.calls.find(([url]) => url === `/dis/ts${path}`)
  return String(call?.[1]?.body)
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  cleanNotifications()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

async function renderLogin(props: { redirectTo?: string; username?: string } = {}) {
  renderRoute(() => <LoginScreen {...props} />, '/login')
  const user = userEvent.setup()
  const username = await screen.findByLabelText(/username/i)
  const password = screen.getByLabelText(/^password/i)
  return { user, username, password, submit: screen.getByRole('button', { name: 'Sign in' }) }
}

describe('LoginScreen', () => {
  it('shows the product name and links to register and distributor binding', async () => {
    await renderLogin()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register')
    expect(screen.getByRole('link', { name: 'Bind to a distributor' }).getAttribute('href')).toBe('/distribution/bind')
  })

  it('asks for username and password before calling the server', async () => {
    const { user, submit } = await renderLogin()
    await user.click(submit)
    expect(await screen.findByText('Please enter your username')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs in with a url-encoded form, keeps the token and goes to the redirect target', async () => {
    serve({
      '/login': () => jsonResponse({ code: 0, msg: '', data: { token: 'tok-seller' } }),
    })
    const { user, username, password, submit } = await renderLogin({ redirectTo: '/?tab=orders' })
    await user.type(username, ' seller ')
    await user.type(password, 'demo1234')
    await user.click(submit)

    expect((await screen.findByTestId('location')).textContent).toBe('/ {"tab":"orders"}')
    expect(getToken()).toBe('tok-seller')
    expect(fetchMock.mock.calls.some(([url]) => url === '/dis/ts/auth/2step-code')).toBe(false)
    expect(bodyOf('/login')).toBe('username=seller&password=demo1234')
  })

  it("loads a design tool's own page when the redirect target is a tool", async () => {
    serve({
      '/login': () => jsonResponse({ code: 0, msg: '', data: { token: 'tok-seller' } }),
    })
    const { user, username, password, submit } = await renderLogin({ redirectTo: '/dis/batch/?job=j-1' })
    await user.type(username, 'seller')
    await user.type(password, 'demo1234')
    await user.click(submit)
    await vi.waitFor(() => expect(replacePage).toHaveBeenCalledWith('/dis/batch/?job=j-1'))
    // Not a route of the console's router: no navigation inside this page.
    expect(screen.queryByTestId('location')).toBeNull()
  })

  it('ignores a redirect to another site', async () => {
    serve({
      '/login': () => jsonResponse({ code: 0, msg: '', data: { token: 't' } }),
    })
    const { user, username, password, submit } = await renderLogin({ redirectTo: '//evil.example/phish' })
    await user.type(username, 'seller')
    await user.type(password, 'demo1234')
    await user.click(submit)
    expect((await screen.findByTestId('location')).textContent).toBe('/ {}')
  })

  it('shows why sign-in failed beside the form and keeps no token', async () => {
    serve({
      '/login': () => jsonResponse({ code: 40002, msg: 'Wrong username or password', data: null, isLogin: true }, 401),
    })
    const { user, username, password, submit } = await renderLogin({ username: 'seller' })
    expect((username as HTMLInputElement).value).toBe('seller')
    await user.type(password, 'nope')
    await user.click(submit)
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong username or password')
    expect(getToken()).toBeNull()
    expect(screen.queryByTestId('location')).toBeNull()
  })

  it('asks for the one-time code the server sent when the account has two-step sign-in', async () => {
    serve({
      '/login': (init) =>
        String(init?.body).includes('code=')
          ? jsonResponse({ code: 0, msg: '', data: { token: 'tok-2' } })
          : codeRequired(),
    })
    const { user, username, password, submit } = await renderLogin()
    await user.type(username, 'factory')
    await user.type(password, 'demo1234')
    await user.click(submit)

    const code = await screen.findByLabelText(/verification code/i)
    expect(screen.getByText(/a code has been sent to its phone/)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    // The server already sent a code: resending waits out the minute (the button loads with the code field).
    expect((await screen.findByRole('button', { name: /Resend in \d+ s/ })).hasAttribute('disabled')).toBe(true)

    await user.click(submit)
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy()
    await user.type(code, '246810')
    await user.click(submit)
    expect((await screen.findByTestId('location')).textContent).toBe('/ {}')
    const logins = fetchMock.mock.calls.filter(([url]) => url === '/dis/ts/login').map(([, init]) => String(init?.body))
    expect(logins).toEqual(['username=factory&password=demo1234', 'username=factory&password=demo1234&code=246810'])
  })

  it('asks again when the username changes after a code was requested', async () => {
    serve({ '/login': codeRequired })
    const { user, username, password, submit } = await renderLogin()
    await user.type(username, 'factory')
    await user.type(password, 'demo1234')
    await user.click(submit)
    await screen.findByLabelText(/verification code/i)
    await user.type(username, '2')
    expect(screen.queryByLabelText(/verification code/i)).toBeNull()
  })
})
