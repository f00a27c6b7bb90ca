// Shared shape of the team and settings mutations: a fresh Idempotency-Key per user action,
// errors shown by the form that made the call (silent), and invalidation of what the call touched.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'

export function useTeamCall<I extends Record<string, unknown> | FormData, R = unknown>(
  path: string,
  touches: QueryKey[],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) => apiFetch<R>(path, { body: input, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSettled: () => Promise.all(touches.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
