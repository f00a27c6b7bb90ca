// The private channel's CSV: our own columns, one row per variant, keyed for a script to read
// (snake_case names that do not change with the seller's language).
import type { ChannelFileFormat } from './types'

export const CUSTOM_COLUMNS = [
  'product_sku',
  'variant_sku',
  'title',
  'description',
  'category',
  'shop',
  'color',
  'size',
  'price',
  'currency',
  'quantity',
  'barcode',
  'images',
  'handling_days',
  'attributes',
]

export const customFormat: ChannelFileFormat = {
  header: [CUSTOM_COLUMNS],
  rows: ({ product, categoryPath, shopName }) =>
    product.variants.map((variant) => [
      product.sellerSku,
      variant.sku,
      product.title,
      product.description,
      categoryPath.join(' > ') || product.categoryId,
      shopName,
      variant.color,
      variant.size,
      variant.price,
      product.currency,
      variant.quantity,
      variant.barcode ?? '',
      product.images.join(' '),
      product.handlingDays,
      JSON.stringify(product.attributes),
    ]),
}
