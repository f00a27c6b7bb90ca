// POST /password/change → data true on success (SPEC.md §5).
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { changePasswordSchema } from '../../../contract/auth'
import { apiFetch } from '../../../lib/api-client'

export type ChangePasswordInput = z.input<typeof changePasswordSchema>

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  // Not silent: a refusal shows the server's msg in the standard "Failure" notice (SPEC.md §8).
  return apiFetch<unknown>('/password/change', { body: input })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
