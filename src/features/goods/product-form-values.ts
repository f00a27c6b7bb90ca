// One mapping between a product model and its form (STYLE.md §4): weight in kg and prices in yuan
// on screen, grams and fen in the contract; the form's errors come from the contract's schema and
// its SPEC.md §5 rules, worded by the caller (Lingui).

import {
  type ProductDetail,
  type ProductRule,
  type ProductSaveInput,
  productSaveSchema,
  ruleOfIssue,
} from '../../contract/goods'
import { schemaIssues } from '../../lib/form-schema'
import { majorToMinor, minorToMajor } from '../../lib/money'

export interface SpecValues {
  id?: string
  color: string
  size: string
  sku: string
  price: number | ''
  cost: number | ''
}
export interface SideValues {
  id?: string
  name: string
  width: number | ''
  height: number | ''
  x: number | ''
  y: number | ''
  zoom: number | ''
}
export interface ProductFormValues {
  categoryId: string | null
  title: string
  code: string
  weightKg: number | ''
  minPrice: number | ''
  maxPrice: number | ''
  minQuantity: number | ''
  shared: boolean
  specs: SpecValues[]
  sides: SideValues[]
}

const yuan = (minor: number) => Number(minorToMajor(minor, 'CNY'))
const fen = (value: number | '') => (value === '' ? null : majorToMinor(value, 'CNY'))
const num = (value: number | '') => (value === '' ? Number.NaN : value)

export function productToForm(product: ProductDetail | null, categoryId: string | null): ProductFormValues {
  if (!product) {
    return {
      categoryId,
      title: '',
      code: '',
      weightKg: '',
      minPrice: '',
      maxPrice: '',
      minQuantity: 1,
      shared: false,
      specs: [],
      sides: [{ name: '', width: '', height: '', x: 0, y: 0, zoom: 100 }],
    }
  }
  return {
    categoryId: product.categoryId,
    title: product.title,
    code: product.code,
    weightKg: product.weight / 1000,
    minPrice: yuan(product.minPrice),
    maxPrice: yuan(product.maxPrice),
    minQuantity: product.minQuantity,
    shared: product.shared,
    specs: product.specs.map((spec) => ({ ...spec, price: yuan(spec.price), cost: yuan(spec.cost) })),
    sides: product.sides.map((side) => ({ ...side })),
  }
}

export function formToInput(values: ProductFormValues, product: ProductDetail | null): ProductSaveInput {
  return {
    ...(product ? { id: product.id, version: product.version } : {}),
    categoryId: values.categoryId ?? '',
    title: values.title,
    code: values.code,
    image: product?.image ?? '',
    description: product?.description ?? '',
    weight: values.weightKg === '' ? Number.NaN : Math.round(values.weightKg * 1000),
    minPrice: fen(values.minPrice),
    maxPrice: fen(values.maxPrice),
    minQuantity: values.minQuantity === '' ? null : values.minQuantity,
    shared: values.shared,
    specs: values.specs.map((spec) => ({
      ...(spec.id ? { id: spec.id } : {}),
      color: spec.color,
      size: spec.size,
      sku: spec.sku,
      price: fen(spec.price) ?? Number.NaN,
      cost: fen(spec.cost) ?? Number.NaN,
    })),
    sides: values.sides.map((side) => ({
      ...(side.id ? { id: side.id } : {}),
      name: side.name,
      width: num(side.width),
      height: num(side.height),
      x: num(side.x),
      y: num(side.y),
      zoom: num(side.zoom),
    })),
  }
}

/** Form errors by field path ("weightKg", "sides.0.zoom", "specs"): a SPEC rule or 'invalid'. */
export function productFormErrors(
  values: ProductFormValues,
  product: ProductDetail | null,
): Map<string, ProductRule | 'invalid'> {
  // The contract's grams are the form's kilograms: the field keeps its on-screen name.
  const issues = schemaIssues(productSaveSchema, formToInput(values, product), (path) =>
    path.map((part, i) => (i === 0 && part === 'weight' ? 'weightKg' : String(part))).join('.'),
  )
  return new Map([...issues].map(([key, issue]) => [key, ruleOfIssue(issue) ?? 'invalid']))
}
