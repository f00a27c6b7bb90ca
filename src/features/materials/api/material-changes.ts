// Changes of materials (update: rename/move/tags, bulk move; delete: one or many). Each user
// action gets its own Idempotency-Key; the lists and category counts are refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { MATERIAL_PATHS, type MaterialRow, type materialUpdateSchema } from '../../../contract/materials'
import { apiFetch } from '../../../lib/api-client'
import { materialKeys } from './keys'

export type MaterialUpdate = z.input<typeof materialUpdateSchema>

function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: materialKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: materialKeys.categories('tenant') }),
    ])
}

export function useUpdateMaterials() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: MaterialUpdate) =>
      apiFetch<MaterialRow[]>(MATERIAL_PATHS.update, { body: input, idempotencyKey: crypto.randomUUID() }),
    onSettled: refresh,
  })
}

export function useDeleteMaterials() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiFetch<{ ids: string[] }>(MATERIAL_PATHS.remove, { body: { ids }, idempotencyKey: crypto.randomUUID() }),
    onSettled: refresh,
  })
}
