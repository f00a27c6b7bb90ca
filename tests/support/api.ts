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

/**
 * Signs in through the API and stores the token as the app does (SPEC.md §4). The init script runs
 * again on every page load and puts the token back when it is gone; with `firstPageOnly` it stores
 * it on a tab's first page only, for a test about the app dropping the token and reloading (else
 * the reloaded page signs in again with the dead token, is refused and reloads once more).
 */
export async function signInWithToken(
  context: BrowserContext,
  token: string,
  options: { firstPageOnly?: boolean } = {},
): Promise<void> {
  await context.addInitScript(
    ({ value, firstPageOnly }) => {
      if (firstPageOnly) {
        if (sessionStorage.getItem('e2e-token-given')) return
        sessionStorage.setItem('e2e-token-given', '1')
      }
      if (localStorage.getItem('Access-Token')) return
      localStorage.setItem('Access-Token', JSON.stringify({ value, expire: Date.now() + 7 * 86_400_000 }))
      sessionStorage.setItem('Access-Token', value)
    },
    { value: token, firstPageOnly: options.firstPageOnly ?? false },
  )
}

/** Starts the app in a language unless the page itself has already chosen one. */
export async function preferLocale(context: BrowserContext, locale: 'en' | 'zh-cn'): Promise<void> {
  await context.addInitScript((value) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', value)
  }, locale)
}
