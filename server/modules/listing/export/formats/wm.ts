// WooCommerce's product CSV (Products → Import, the built-in importer's column names): a
// "variable" parent row with the attribute values it offers, then one "variation" row per variant
// pointing at the parent's SKU.
import { type ChannelFileFormat, colours, namedRow, sizes } from './types'

export const WOO_COLUMNS = [
  'Type',
  'SKU',
  'Name',
  'Published',
  'Visibility in catalog',
  'Short description',
  'Description',
  'Tax status',
  'In stock?',
  'Stock',
  'Regular price',
  'Categories',
  'Tags',
  'Images',
  'Parent',
  'Attribute 1 name',
  'Attribute 1 value(s)',
  'Attribute 1 visible',
  'Attribute 1 global',
  'Attribute 2 name',
  'Attribute 2 value(s)',
  'Attribute 2 visible',
  'Attribute 2 global',
  'Brands',
]

const row = namedRow(WOO_COLUMNS)

export const wmFormat: ChannelFileFormat = {
  header: [WOO_COLUMNS],
  rows({ product, categoryPath }) {
    const attributes = (color: string, size: string) => ({
      'Attribute 1 name': 'Color',
      'Attribute 1 value(s)': color,
      'Attribute 1 visible': 1,
      'Attribute 1 global': 1,
      'Attribute 2 name': 'Size',
      'Attribute 2 value(s)': size,
      'Attribute 2 visible': 1,
      'Attribute 2 global': 1,
    })
    return [
      row({
        Type: 'variable',
        SKU: product.sellerSku,
        Name: product.title,
        Published: 1,
        'Visibility in catalog': 'visible',
        Description: product.description,
        'Short description': product.description.split('\n')[0] ?? '',
        'Tax status': 'taxable',
        'In stock?': 1,
        Categories: categoryPath.join(' > '),
        Tags: Object.values(product.attributes).filter(Boolean).join(', '),
        Images: product.images.join(', '),
        Brands: product.attributes.brand ?? '',
        ...attributes(colours(product), sizes(product)),
      }),
      ...product.variants.map((variant) =>
        row({
          Type: 'variation',
          SKU: variant.sku,
          Name: `${product.title} - ${variant.color}, ${variant.size}`,
          Published: 1,
          'Visibility in catalog': 'visible',
          'Tax status': 'taxable',
          'In stock?': variant.quantity > 0 ? 1 : 0,
          Stock: variant.quantity,
          'Regular price': variant.price,
          Parent: product.sellerSku,
          ...attributes(variant.color, variant.size),
        }),
      ),
    ]
  },
}
