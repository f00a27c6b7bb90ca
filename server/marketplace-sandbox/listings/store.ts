// The sandbox marketplace's products per channel and seller, kept in memory for its lifetime:
// the seller SKU is unique per seller (a second create is refused as a duplicate), so a test can
// count exactly how many products a publish made.
import type { ChannelFieldError } from '../../../src/contract/listing'
import { categoryTree, findLeaf } from './categories'

export interface NeutralVariant {
  sku: string
  color: string
  size: string
  /** Major units, as the channels take them. */
  price: number
  quantity: number
  /** GTIN/EAN where the channel takes one. */
  barcode?: string
}

export interface NeutralProduct {
  sellerSku: string
  title: string
  description: string
  categoryId: string
  attributes: Record<string, string>
  variants: NeutralVariant[]
  images: string[]
}

export interface StoredProduct extends NeutralProduct {
  id: string
  status: 'active' | 'inactive'
  createdAt: number
  updatedAt: number
}

export const SANDBOX_PRODUCT_LIMIT = 500
const TITLE_MAX = 255

export class ListingStore {
  private readonly shops = new Map<string, Map<string, StoredProduct>>()
  private next = 1000
  /** Tracking pushes by shipment id: a repeated push is the same push. */
  readonly tracking = new Map<
    string,
    { channel: string; seller: string; orderNo: string; carrier: string; trackingNo: string }
  >()
  /** Tracking calls received per shipment id (a repeat is answered but stored once). */
  readonly trackingCalls = new Map<string, number>()

  shop(channel: string, seller: string) {
    const key = `${channel}|${seller}`
    const known = this.shops.get(key)
    if (known) return known
    const products = new Map<string, StoredProduct>()
    this.shops.set(key, products)
    return products
  }

  /** The channel's checks on a product: unknown category, missing attribute, bad variant. */
  validate(channel: string, product: NeutralProduct): ChannelFieldError[] {
    const errors: ChannelFieldError[] = []
    if (!product.title.trim()) errors.push({ field: 'title', message: "can't be blank", code: 'required' })
    if (product.title.length > TITLE_MAX)
      errors.push({ field: 'title', message: `is too long (max ${TITLE_MAX})`, code: 'too_long' })
    const leaf = findLeaf(categoryTree(channel), product.categoryId)
    if (!leaf) {
      errors.push({ field: 'category', message: `unknown category ${product.categoryId}`, code: 'unknown_category' })
    } else {
      for (const attribute of leaf.attributes) {
        const value = product.attributes[attribute.code]
        if (attribute.required && !value) {
          errors.push({ field: attribute.code, message: `${attribute.label} is required`, code: 'required' })
        } else if (value && attribute.options.length > 0 && !attribute.options.includes(value)) {
          errors.push({
            field: attribute.code,
            message: `${value} is not one of ${attribute.options.join(', ')}`,
            code: 'invalid_value',
          })
        }
      }
    }
    if (product.variants.length === 0)
      errors.push({ field: 'variants', message: 'at least one variant', code: 'required' })
    for (const variant of product.variants) {
      if (variant.barcode !== undefined && !/^\d{8,14}$/.test(variant.barcode))
        errors.push({
          field: 'external_product_id',
          message: `${variant.barcode} is not a GTIN`,
          code: 'invalid_value',
        })
      if (!(variant.price > 0))
        errors.push({
          field: `variants.${variant.sku}.price`,
          message: 'must be greater than 0',
          code: 'invalid_value',
        })
    }
    return errors
  }

  create(channel: string, seller: string, product: NeutralProduct, now: number): StoredProduct {
    const stored: StoredProduct = {
      ...product,
      id: String(this.next++),
      status: 'active',
      createdAt: now,
      updatedAt: now,
    }
    this.shop(channel, seller).set(product.sellerSku, stored)
    return stored
  }

  bySku(channel: string, seller: string, sku: string) {
    return this.shop(channel, seller).get(sku) ?? null
  }

  byId(channel: string, seller: string, id: string) {
    for (const product of this.shop(channel, seller).values()) if (product.id === id) return product
    return null
  }

  /** Every product of every seller on a channel (tests count them). */
  all(channel: string, seller: string) {
    return [...this.shop(channel, seller).values()]
  }
}
