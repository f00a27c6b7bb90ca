// POST /distribution/bind: ties an existing account to a distributor by its invitation code.
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { bindSchema } from '../../../contract/auth'
import { apiFetch } from '../../../lib/api-client'

export type BindInput = z.input<typeof bindSchema>

export function bindDistributor(input: BindInput): Promise<{ distributorName: string }> {
  return apiFetch<{ distributorName: string }>('/distribution/bind', { body: input, silent: true })
}

export function useBindDistributor() {
  return useMutation({ mutationFn: bindDistributor })
}
