// One shape for every storefront change: a fresh Idempotency-Key per action, errors shown by the
// screen, and the lists it touched refreshed afterwards.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'

export function useStorefrontCall<I, O = unknown>(
  path: (input: I) => string,
  touches: (input: I) => QueryKey[],
  body?: (input: I) => Record<string, unknown>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) =>
      apiFetch<O>(path(input), {
        method: 'POST',
        body: body ? body(input) : (input as Record<string, unknown>),
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSettled: (_data, _error, input) =>
      Promise.all(touches(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
