// POST /register: a new distributor account from a verified phone number.
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { registerSchema } from '../../../contract/auth'
import { apiFetch } from '../../../lib/api-client'

export type RegisterInput = z.input<typeof registerSchema>

export interface RegisterResult {
  username: string
  name: string
  did: string
}

export function register(input: RegisterInput): Promise<RegisterResult> {
  return apiFetch<RegisterResult>('/register', { body: input, silent: true })
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
