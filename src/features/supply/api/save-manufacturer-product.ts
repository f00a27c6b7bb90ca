// POST /distribution/manufacturer/product/save: a factory creates or edits one of its products.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ManufacturerProductRow, type ManufacturerProductSaveInput, SUPPLY_PATHS } from '../../../contract/supply'
import { apiFetch } from '../../../lib/api-client'
import { manufacturerProductKeys } from './keys'

export function useSaveManufacturerProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ManufacturerProductSaveInput) =>
      apiFetch<ManufacturerProductRow>(SUPPLY_PATHS.manufacturerProductSave, {
        body: { ...input },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: async (row) => {
      queryClient.setQueryData(manufacturerProductKeys.detail(row.id), row)
      await queryClient.invalidateQueries({ queryKey: manufacturerProductKeys.lists() })
      await queryClient.invalidateQueries({ queryKey: manufacturerProductKeys.countries() })
    },
  })
}
