// Direct calls to the real API, for arranging state a test is not about.
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { DEMO_PASSWORD } from './accounts'

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/dis/ts/login', { form: { username, password } })
  const body = (await response.json()) as { code: number; data: { token: string } }
  if (body.code !== 0) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`)
  return body.data.token
}

/** Signs in through the API and stores the token as the app does (SPEC.md §4). */
export async function signInWithToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    if (localStorage.getItem('Access-Token')) return
    localStorage.setItem('Access-Token', JSON.stringify({ value, expire: Date.now() + 7 * 86_400_000 }))
    sessionStorage.setItem('Access-Token', value)
  }, token)
}

/** Starts the app in a language unless the page itself has already chosen one. */
export async function preferLocale(context: BrowserContext, locale: 'en' | 'zh-cn'): Promise<void> {
  await context.addInitScript((value) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', value)
  }, locale)
}
