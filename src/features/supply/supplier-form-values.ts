// One mapping between a supplied product and its form: a price (yuan, as typed) per spec of the
// linked product model — a spec left empty is not supplied — the stock and the status.
import {
  type SupplierProductRow,
  type SupplierProductSaveInput,
  type SupplyStatus,
  supplierProductSaveSchema,
} from '../../contract/supply'
import { majorToMinor, minorToMajor } from '../../lib/money'
import { SUPPLY_CURRENCY } from './supply-labels'

export interface SupplierFormValues {
  productId: string
  /** specId → price in yuan as typed; empty = this spec is not supplied. */
  prices: Record<string, string>
  stock: number | ''
  status: SupplyStatus
}

export function offerToForm(row: SupplierProductRow | null): SupplierFormValues {
  if (!row) return { productId: '', prices: {}, stock: 0, status: 'enabled' }
  return {
    productId: row.productId,
    prices: Object.fromEntries(row.specs.map((spec) => [spec.specId, minorToMajor(spec.price, SUPPLY_CURRENCY)])),
    stock: row.stock,
    status: row.status,
  }
}

export function formToInput(values: SupplierFormValues, row: SupplierProductRow | null): SupplierProductSaveInput {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    productId: values.productId,
    specs: Object.entries(values.prices)
      .filter(([, price]) => price.trim() !== '')
      .map(([specId, price]) => ({ specId, price: majorToMinor(price, SUPPLY_CURRENCY) ?? Number.NaN })),
    stock: values.stock === '' ? Number.NaN : values.stock,
    status: values.status,
  }
}

/** Field paths that are invalid ("productId", "stock", "specs", or "price:<specId>"). */
export function formErrors(values: SupplierFormValues, row: SupplierProductRow | null): Set<string> {
  const input = formToInput(values, row)
  const result = supplierProductSaveSchema.safeParse(input)
  if (result.success) return new Set()
  return new Set(
    result.error.issues.map((issue) => {
      const [field, index] = issue.path
      if (field === 'specs' && typeof index === 'number') return `price:${input.specs[index]?.specId}`
      return String(field)
    }),
  )
}
