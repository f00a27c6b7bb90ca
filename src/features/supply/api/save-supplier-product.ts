// POST /product/distribution/supplier/product/save: a supplier offers (or edits an offer of) a product model.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SUPPLY_PATHS, type SupplierProductRow, type SupplierProductSaveInput } from '../../../contract/supply'
import { apiFetch } from '../../../lib/api-client'
import { supplierProductKeys } from './keys'

export function useSaveSupplierProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SupplierProductSaveInput) =>
      apiFetch<SupplierProductRow>(SUPPLY_PATHS.supplierProductSave, {
        body: { ...input },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierProductKeys.lists() }),
  })
}
