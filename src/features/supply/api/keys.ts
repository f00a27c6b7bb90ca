// Query keys of the supply area (STYLE.md §2): manufacturer products, their countries, and
// distribution supplier products. A mutation invalidates the lists and the one detail it touched.
export const manufacturerProductKeys = {
  all: ['manufacturer-products'] as const,
  lists: () => [...manufacturerProductKeys.all, 'list'] as const,
  list: (request: object) => [...manufacturerProductKeys.lists(), request] as const,
  countries: () => [...manufacturerProductKeys.all, 'countries'] as const,
  details: () => [...manufacturerProductKeys.all, 'detail'] as const,
  detail: (id: string) => [...manufacturerProductKeys.details(), id] as const,
}

export const supplierProductKeys = {
  all: ['supplier-products'] as const,
  lists: () => [...supplierProductKeys.all, 'list'] as const,
  list: (request: object) => [...supplierProductKeys.lists(), request] as const,
}
