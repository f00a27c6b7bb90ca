// Query keys of the supply area (STYLE.md §2), one shape per kind of supplied product: the
// factories' products (with their countries and details) and the suppliers' offers. A mutation
// invalidates the lists and the one detail it touched.
import type { SupplyKind } from './supply-kind'

function keysOf(root: string) {
  const all = [root] as const
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (request: object) => [...all, 'list', request] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  }
}

export const supplyProductKeys: Record<SupplyKind, ReturnType<typeof keysOf>> = {
  manufacturer: keysOf('manufacturer-products'),
  supplier: keysOf('supplier-products'),
}

export const manufacturerProductKeys = {
  ...supplyProductKeys.manufacturer,
  countries: () => [...supplyProductKeys.manufacturer.all, 'countries'] as const,
}
