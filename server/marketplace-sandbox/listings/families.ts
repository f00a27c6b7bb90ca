// The sandbox's side of the three listing payload families: it reads each family's request body
// into a neutral product and writes its answers in the family's own shape (server/channels/families).

import type { ChannelFieldError } from '../../../src/contract/listing'
import type { NeutralProduct, StoredProduct } from './store'

type Json = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])

export function readVariants(body: Json): NeutralProduct | null {
  const product = body.product as Json | undefined
  if (!product || typeof product !== 'object') return null
  return {
    sellerSku: str(product.handle),
    title: str(product.title),
    description: str(product.body_html),
    categoryId: str(product.product_type),
    attributes: Object.fromEntries(list(product.metafields).map((field) => [str(field.key), str(field.value)])),
    variants: list(product.variants).map((variant) => ({
      sku: str(variant.sku),
      color: str(variant.option1),
      size: str(variant.option2),
      price: Number(variant.price),
      quantity: Number(variant.inventory_quantity ?? 0),
      ...(variant.barcode ? { barcode: str(variant.barcode) } : {}),
    })),
    images: list(product.images).map((image) => str(image.src)),
  }
}

export function readSkus(body: Json): NeutralProduct | null {
  const product = (body.Request as Json | undefined)?.Product as Json | undefined
  if (!product || typeof product !== 'object') return null
  const { name, description, ...attributes } = (product.Attributes ?? {}) as Record<string, string>
  return {
    sellerSku: str(product.SellerSku),
    title: str(name),
    description: str(description),
    categoryId: str(product.PrimaryCategory),
    attributes: Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, str(value)])),
    variants: list(product.Skus).map((sku) => ({
      sku: str(sku.SellerSku),
      color: str(sku.color_family),
      size: str(sku.size),
      price: Number(sku.price),
      quantity: Number(sku.quantity ?? 0),
    })),
    images: Array.isArray(product.Images) ? (product.Images as unknown[]).map(str) : [],
  }
}

export function readItems(sku: string, body: Json): NeutralProduct | null {
  const attributes = body.attributes as Record<string, { value?: unknown }[]> | undefined
  if (!attributes || typeof attributes !== 'object' || typeof body.productType !== 'string') return null
  const first = (name: string) => str(attributes[name]?.[0]?.value)
  const rest = Object.entries(attributes).filter(
    ([name]) => !['item_name', 'product_description', 'fulfillment_availability'].includes(name),
  )
  return {
    sellerSku: sku,
    title: first('item_name'),
    description: first('product_description'),
    categoryId: body.productType,
    attributes: Object.fromEntries(rest.map(([name, values]) => [name, str(values?.[0]?.value)])),
    variants: list(body.variants).map((variant) => ({
      sku: str(variant.sku),
      color: str(variant.color),
      size: str(variant.size),
      price: Number((variant.list_price as Json | undefined)?.amount),
      quantity: Number(variant.quantity ?? 0),
      ...((variant.external_product_id as Json | undefined)?.value
        ? { barcode: str((variant.external_product_id as Json).value) }
        : {}),
    })),
    images: Array.isArray(body.images) ? (body.images as unknown[]).map(str) : [],
  }
}

export const variantsProduct = (product: StoredProduct) => ({
  id: Number(product.id),
  handle: product.sellerSku,
  title: product.title,
  status: product.status === 'active' ? 'active' : 'draft',
  product_type: product.categoryId,
  variants: product.variants.map((variant) => ({ sku: variant.sku, price: variant.price.toFixed(2) })),
})

export const variantsErrors = (errors: ChannelFieldError[]) => {
  const grouped: Record<string, string[]> = {}
  for (const error of errors) grouped[error.field] = [...(grouped[error.field] ?? []), error.message]
  return { errors: grouped }
}

export const skusError = (code: string, message: string, errors: ChannelFieldError[] = []) => ({
  code,
  message,
  request_id: `sbx${Date.now()}`,
  detail: errors.map((error) => ({ field: error.field, message: error.message })),
})

export const itemsIssues = (errors: ChannelFieldError[]) =>
  errors.map((error) => ({
    code: error.code,
    message: error.message,
    severity: 'ERROR',
    attributeNames: [error.field],
  }))
