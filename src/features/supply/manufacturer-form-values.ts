// One mapping between a factory product and its form (STYLE.md §4): prices are typed in yuan
// and sent in fen; errors come from the contract's schema, keyed by field path.
import {
  type ManufacturerCategory,
  type ManufacturerProductRow,
  type ManufacturerProductSaveInput,
  manufacturerProductSaveSchema,
  type PrintMethod,
  type SupplyStatus,
} from '../../contract/supply'
import { schemaIssues } from '../../lib/form-schema'
import { majorToMinor, minorToMajor } from '../../lib/money'
import { SUPPLY_CURRENCY } from './supply-labels'

export interface SpecFormValues {
  color: string
  size: string
  /** Yuan as typed. */
  price: string
}

export interface ManufacturerFormValues {
  title: string
  baseModel: string
  category: ManufacturerCategory | ''
  image: string
  description: string
  leadDays: number | ''
  minQuantity: number | ''
  printMethods: PrintMethod[]
  status: SupplyStatus
  specs: SpecFormValues[]
}

export function productToForm(row: ManufacturerProductRow | null): ManufacturerFormValues {
  if (!row) {
    return {
      title: '',
      baseModel: '',
      category: '',
      image: '',
      description: '',
      leadDays: 7,
      minQuantity: 1,
      printMethods: [],
      status: 'enabled',
      specs: [{ color: '', size: '', price: '' }],
    }
  }
  return {
    title: row.title,
    baseModel: row.baseModel,
    category: row.category,
    image: row.image,
    description: row.description,
    leadDays: row.leadDays,
    minQuantity: row.minQuantity,
    printMethods: row.printMethods,
    status: row.status,
    specs: row.specs.map((spec) => ({ ...spec, price: minorToMajor(spec.price, SUPPLY_CURRENCY) })),
  }
}

export function formToInput(
  values: ManufacturerFormValues,
  row: ManufacturerProductRow | null,
): ManufacturerProductSaveInput {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    title: values.title,
    baseModel: values.baseModel,
    category: values.category as ManufacturerCategory,
    image: values.image,
    description: values.description,
    leadDays: values.leadDays === '' ? Number.NaN : values.leadDays,
    minQuantity: values.minQuantity === '' ? Number.NaN : values.minQuantity,
    printMethods: values.printMethods,
    status: values.status,
    specs: values.specs.map((spec) => ({
      color: spec.color,
      size: spec.size,
      price: majorToMinor(spec.price, SUPPLY_CURRENCY) ?? Number.NaN,
    })),
  }
}

/** Field path ("specs.0.price") → true when invalid; the form words the message. */
export function formErrors(values: ManufacturerFormValues, row: ManufacturerProductRow | null): Set<string> {
  return new Set(schemaIssues(manufacturerProductSaveSchema, formToInput(values, row)).keys())
}

/** The factory product form's mapping, as the shared supply form takes it. */
export const MANUFACTURER_FORM = { toForm: productToForm, toInput: formToInput, errors: formErrors }
