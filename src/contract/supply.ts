// Manufacturers' products ("global factories") and distribution supplier products (issue 4): row
// shapes, request schemas, paths and the rules of who sees what — shared by app and server.
//
// Visibility (the server enforces it; another tenant's object answers 404):
// - a factory (type 1) manages its own manufacturer products, enabled or disabled;
// - a distributor (type 0) reads the *enabled* products of the factories bound to it;
// - a supplier (type 2) manages its own supplied products (each links one of its product models);
// - a distributor reads the *enabled* supplied products of the suppliers bound to it.
import { z } from 'zod'
import { pageRequestSchema } from './envelope'

export const SUPPLY_PATHS = {
  manufacturerProductSave: '/distribution/manufacturer/product/save',
  manufacturerProductStatus: '/distribution/manufacturer/product/status',
  manufacturerProductDetail: '/distribution/manufacturer/product/detail',
  supplierProductSave: '/product/distribution/supplier/product/save',
} as const

export const SUPPLY_SOURCES = {
  manufacturerProducts: 'manufacturer_product_list',
  manufacturerCountries: 'manufacturer_country_list',
  supplierProducts: 'distribution_supplier_product_list',
  supplierProductSimple: 'distribution_supplier_product_simple_list',
  supplierProductsByProductIds: 'distribution_supplier_product_by_product_ids',
} as const

/** Enabled rows are offered to bound distributors; disabled ones only their owner sees. */
export const SUPPLY_STATUSES = ['enabled', 'disabled'] as const
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number]

/** What a factory makes, for the distributors' category filter (one fixed list for all factories). */
export const MANUFACTURER_CATEGORIES = [
  'apparel',
  'bags',
  'drinkware',
  'home',
  'phone_cases',
  'stationery',
  'headwear',
  'footwear',
] as const
export type ManufacturerCategory = (typeof MANUFACTURER_CATEGORIES)[number]

export const PRINT_METHODS = ['dtg', 'screen', 'sublimation', 'embroidery', 'heat_transfer', 'uv'] as const
export type PrintMethod = (typeof PRINT_METHODS)[number]

/** Limits of a manufacturer product (days, pieces, minor units). */
export const LEAD_DAYS_MAX = 120
export const MIN_QUANTITY_MAX = 100_000
export const PRICE_MAX = 100_000_000
export const STOCK_MAX = 10_000_000

export interface ManufacturerSpecPrice {
  color: string
  size: string
  /** Minor units (fen). */
  price: number
}

export interface ManufacturerProductRow {
  id: string
  factoryId: string
  factoryName: string
  /** COUNTRY dictionary code of the factory. */
  country: string
  title: string
  baseModel: string
  category: ManufacturerCategory
  image: string
  description: string
  specs: ManufacturerSpecPrice[]
  minPrice: number
  leadDays: number
  minQuantity: number
  printMethods: PrintMethod[]
  status: SupplyStatus
  updatedAt: string
  version: number
}

export interface SupplierSpecPrice {
  specId: string
  color: string
  size: string
  sku: string
  /** Supply price in minor units (fen). */
  price: number
}

export interface SupplierProductRow {
  id: string
  supplierId: string
  supplierName: string
  productId: string
  productTitle: string
  productCode: string
  image: string
  specs: SupplierSpecPrice[]
  minPrice: number
  stock: number
  status: SupplyStatus
  updatedAt: string
  version: number
}

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(0).optional()
const price = z.number().int().min(0).max(PRICE_MAX)

export const manufacturerSpecSchema = z.object({
  color: z.string().trim().min(1).max(32),
  size: z.string().trim().min(1).max(16),
  price,
})

export const manufacturerProductSaveSchema = z
  .object({
    id: id.optional(),
    version,
    title: z.string().trim().min(1).max(120),
    baseModel: z.string().trim().min(1).max(120),
    category: z.enum(MANUFACTURER_CATEGORIES),
    image: z.string().trim().max(2048).default(''),
    description: z.string().trim().max(2000).default(''),
    specs: z.array(manufacturerSpecSchema).min(1).max(200),
    leadDays: z.number().int().min(1).max(LEAD_DAYS_MAX),
    minQuantity: z.number().int().min(1).max(MIN_QUANTITY_MAX),
    printMethods: z.array(z.enum(PRINT_METHODS)).min(1).max(PRINT_METHODS.length),
    status: z.enum(SUPPLY_STATUSES).default('enabled'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>()
    value.specs.forEach((spec, index) => {
      const key = `${spec.color.toLowerCase()}|${spec.size.toLowerCase()}`
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['specs', index, 'size'], message: 'duplicate spec' })
      seen.add(key)
    })
  })
export type ManufacturerProductSaveInput = z.input<typeof manufacturerProductSaveSchema>

export const supplyStatusChangeSchema = z.object({
  ids: z.array(id).min(1).max(200),
  status: z.enum(SUPPLY_STATUSES),
})

export const MANUFACTURER_PRODUCT_SORT_FIELDS = ['updatedAt', 'minPrice', 'leadDays', 'minQuantity', 'title'] as const
export const manufacturerProductListSchema = pageRequestSchema.extend({
  sortField: z.enum(MANUFACTURER_PRODUCT_SORT_FIELDS).optional(),
  keyword: z.string().trim().max(100).optional(),
  country: z.string().trim().length(2).optional(),
  category: z.enum(MANUFACTURER_CATEGORIES).optional(),
  factoryId: id.optional(),
  status: z.enum(SUPPLY_STATUSES).optional(),
})
export type ManufacturerProductListParams = z.input<typeof manufacturerProductListSchema>

export const supplierProductSaveSchema = z.object({
  id: id.optional(),
  version,
  /** One of the supplier's own product models. */
  productId: id,
  specs: z
    .array(z.object({ specId: id, price }))
    .min(1)
    .max(300),
  stock: z.number().int().min(0).max(STOCK_MAX),
  status: z.enum(SUPPLY_STATUSES).default('enabled'),
})
export type SupplierProductSaveInput = z.input<typeof supplierProductSaveSchema>

export const SUPPLIER_PRODUCT_SORT_FIELDS = ['updatedAt', 'minPrice', 'stock', 'title'] as const
export const supplierProductListSchema = pageRequestSchema.extend({
  sortField: z.enum(SUPPLIER_PRODUCT_SORT_FIELDS).optional(),
  /** One offer (the edit form opened from a link). */
  id: id.optional(),
  keyword: z.string().trim().max(100).optional(),
  supplierId: id.optional(),
  status: z.enum(SUPPLY_STATUSES).optional(),
})
export type SupplierProductListParams = z.input<typeof supplierProductListSchema>

/** "Supplier products by productIds, comma-joined" (SPEC.md §7). */
export const supplierProductsByProductIdsSchema = z.object({
  productIds: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(id).min(1).max(100)),
})

export interface SimpleOption {
  value: string
  text: string
}

export interface CountryOption extends SimpleOption {
  /** Enabled products of factories in this country that the caller may see. */
  productCount: number
}
