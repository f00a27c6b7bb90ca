// POST /login (url-encoded form, SPEC.md §7) → data.token. An account with two-step sign-in
// answers the right password without a code with 401 "two-step required" and sends the code to its
// phone; /auth/2step-code says nothing about a username (the same answer for every one).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { loginSchema } from '../../../contract/auth'
import { ErrorCode } from '../../../contract/errors'
import { apiFetch } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'
import { setToken } from '../../../lib/token'

export type LoginInput = z.input<typeof loginSchema>

export function login(input: LoginInput): Promise<{ token: string }> {
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
 * not survive.
 */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ input, codeShown }: { input: LoginInput; codeShown: boolean }): Promise<SignInOutcome> => {
      let token: string
      try {
        token = (await login(input)).token
      } catch (error) {
        if (!codeShown && isCodeRequired(error)) return { kind: 'code-required' }
        throw error
      }
      setToken(token)
      queryClient.clear()
      return { kind: 'signed-in' }
    },
  })
}
