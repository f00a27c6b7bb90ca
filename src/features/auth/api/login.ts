// POST /login (url-encoded form, SPEC.md §7) → data.token. An account with two-step sign-in
// answers the right password without a code with 401 "two-step required" and sends the code to its
// phone; /auth/2step-code says nothing about a username (the same answer for every one).
// Neither TanStack Query nor the API client is part of the sign-in page's first load (issue 21):
// the client comes with the signed-in entry, the API client with the first call.
import type { z } from 'zod'
import { peekQueryClient } from '../../../app/query-client-holder'
import type { loginSchema } from '../../../contract/auth'
import { ErrorCode } from '../../../contract/errors'
import { isApiError } from '../../../lib/api-error'
import { setToken } from '../../../lib/token'
import { useAsyncAction } from '../../../lib/use-async-action'

export type LoginInput = z.input<typeof loginSchema>

export async function login(input: LoginInput): Promise<{ token: string }> {
  const { apiFetch } = await import('../../../lib/api-client')
  // Silent: the sign-in form shows the reason inline, beside the fields.
  return apiFetch<{ token: string }>('/login', { body: input, form: true, silent: true })
}

/** The server's "a code is needed" answer to a right password without one. */
const isCodeRequired = (error: unknown) =>
  isApiError(error) && error.status === 401 && error.serverCode === ErrorCode.UNAUTHORIZED

/** Sends the one-time code again: the password without a code makes the server send it. */
export async function sendLoginCode(input: Omit<LoginInput, 'code'>): Promise<void> {
  try {
    await login({ ...input, code: undefined })
  } catch (error) {
    if (isCodeRequired(error)) return
    throw error
  }
}

export type SignInOutcome = { kind: 'code-required' } | { kind: 'signed-in' }

/**
 * The whole sign-in: sign in (a 401 "code required" without a code shows the code field), keep
 * the token and start from an empty cache — another account's data, including its user info, must
 * not survive. (A query client made later starts empty: boot and the token watch forget the
 * persisted cache without a token, src/app/persisted-query-cache.ts.)
 */
export async function signIn({ input, codeShown }: { input: LoginInput; codeShown: boolean }): Promise<SignInOutcome> {
  let token: string
  try {
    token = (await login(input)).token
  } catch (error) {
    if (!codeShown && isCodeRequired(error)) return { kind: 'code-required' }
    throw error
  }
  setToken(token)
  peekQueryClient()?.clear()
  return { kind: 'signed-in' }
}

export function useSignIn() {
  return useAsyncAction(signIn)
}
