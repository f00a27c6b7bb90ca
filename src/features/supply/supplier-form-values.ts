// One mapping between a supplied product and its form: a price (yuan, as typed) per spec of the
// linked product model — a spec left empty is not supplied — the stock and the status.
import {
  type SupplierProductRow,
  type SupplierProductSaveInput,
  type SupplyStatus,
  supplierProductSaveSchema,
} from '../../contract/supply'
import { schemaIssues } from '../../lib/form-schema'
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
  // A spec's price is typed beside its spec: the field is named by the spec, not its index.
  const issues = schemaIssues(supplierProductSaveSchema, input, ([field, index]) =>
    field === 'specs' && typeof index === 'number' ? `price:${input.specs[index]?.specId}` : String(field),
  )
  return new Set(issues.keys())
}

/** The supplied-product form's mapping, as the shared supply form takes it. */
export const SUPPLIER_FORM = { toForm: offerToForm, toInput: formToInput, errors: formErrors }
