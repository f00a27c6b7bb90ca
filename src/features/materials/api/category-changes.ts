// POST /material/manage/category/save and /material/manage/category/remove/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { type categorySaveSchema, MATERIAL_PATHS, type MaterialCategoryRow } from '../../../contract/materials'
import { apiFetch } from '../../../lib/api-client'
import { materialKeys } from './keys'

export type CategorySave = z.input<typeof categorySaveSchema>

export function useSaveCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CategorySave) =>
      apiFetch<MaterialCategoryRow>(MATERIAL_PATHS.categorySave, {
        body: input,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialKeys.categories('tenant') }),
  })
}

export function useRemoveCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ id: string }>(MATERIAL_PATHS.categoryRemove(id), {
        method: 'POST',
        body: {},
        idempotencyKey: crypto.randomUUID(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialKeys.categories('tenant') }),
  })
}
