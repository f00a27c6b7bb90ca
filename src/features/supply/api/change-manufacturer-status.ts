// POST /distribution/manufacturer/product/status: enable or disable several of the factory's products.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { SUPPLY_PATHS, type supplyStatusChangeSchema } from '../../../contract/supply'
import { apiFetch } from '../../../lib/api-client'
import { manufacturerProductKeys } from './keys'

export function useChangeManufacturerStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: z.input<typeof supplyStatusChangeSchema>) =>
      apiFetch<{ changed: number }>(SUPPLY_PATHS.manufacturerProductStatus, {
        body: input,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: async (_answer, input) => {
      await queryClient.invalidateQueries({ queryKey: manufacturerProductKeys.lists() })
      for (const id of input.ids) {
        await queryClient.invalidateQueries({ queryKey: manufacturerProductKeys.detail(id) })
      }
    },
  })
}
