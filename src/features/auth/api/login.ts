// POST /login (url-encoded form, SPEC.md §7) → data.token; POST /auth/2step-code tells whether
// the account also needs a one-time code.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { loginSchema } from '../../../contract/auth'
import { apiFetch } from '../../../lib/api-client'
import { setToken } from '../../../lib/token'

export type LoginInput = z.input<typeof loginSchema>

export function login(input: LoginInput): Promise<{ token: string }> {
  // Silent: the sign-in form shows the reason inline, beside the fields.
  return apiFetch<{ token: string }>('/login', { body: input, form: true, silent: true })
}

export async function isTwoStepRequired(username: string): Promise<boolean> {
  const answer = await apiFetch<{ stepCode?: boolean }>('/auth/2step-code', { body: { username }, silent: true })
  return answer?.stepCode === true
}

export type SignInOutcome = { kind: 'code-required' } | { kind: 'signed-in' }

/**
 * The whole sign-in: first ask whether the account needs a one-time code (unless the form already
 * shows the code field), then sign in, keep the token and start from an empty cache — another
 * account's data, including its user info, must not survive.
 */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ input, codeShown }: { input: LoginInput; codeShown: boolean }): Promise<SignInOutcome> => {
      if (!codeShown && (await isTwoStepRequired(input.username))) return { kind: 'code-required' }
      const { token } = await login(input)
      setToken(token)
      queryClient.clear()
      return { kind: 'signed-in' }
    },
  })
}
