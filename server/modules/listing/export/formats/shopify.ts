// Shopify's product CSV (Admin → Products → Import): one row per variant under the product's
// handle; the first row carries the product's fields, image n rides on row n, and images beyond the
// variants get rows of their own (handle, image and position only), as Shopify's own export does.
import { type ChannelFileFormat, image, namedRow } from './types'

export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'SEO Title',
  'SEO Description',
  'Status',
]

const html = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('')

const row = namedRow(SHOPIFY_COLUMNS)

export const shopifyFormat: ChannelFileFormat = {
  header: [SHOPIFY_COLUMNS],
  rows({ product, categoryPath }) {
    const handle = product.sellerSku.toLowerCase()
    const picture = (n: number) =>
      image(product, n)
        ? { 'Image Src': image(product, n), 'Image Position': n + 1, 'Image Alt Text': product.title }
        : {}
    const rows = product.variants.map((variant, n) =>
      row({
        Handle: handle,
        ...(n === 0
          ? {
              Title: product.title,
              'Body (HTML)': html(product.description),
              Vendor: product.attributes.vendor ?? '',
              'Product Category': categoryPath.join(' > '),
              Type: categoryPath[categoryPath.length - 1] ?? '',
              Tags: Object.values(product.attributes).filter(Boolean).join(', '),
              Published: 'TRUE',
              'Option1 Name': 'Color',
              'Option2 Name': 'Size',
              'SEO Title': product.title,
              'SEO Description': product.description.slice(0, 320),
              Status: 'active',
            }
          : {}),
        'Option1 Value': variant.color,
        'Option2 Value': variant.size,
        'Variant SKU': variant.sku,
        'Variant Inventory Tracker': 'shopify',
        'Variant Inventory Qty': variant.quantity,
        'Variant Inventory Policy': 'deny',
        'Variant Fulfillment Service': 'manual',
        'Variant Price': variant.price,
        'Variant Requires Shipping': 'TRUE',
        'Variant Taxable': 'TRUE',
        'Variant Barcode': variant.barcode ?? '',
        ...picture(n),
      }),
    )
    for (let n = product.variants.length; n < product.images.length; n++)
      rows.push(row({ Handle: handle, ...picture(n) }))
    return rows
  },
}
