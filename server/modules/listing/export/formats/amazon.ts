// Amazon's inventory flat file (Seller Central "Add products via upload"): tab-separated text whose
// first three rows are Amazon's (template line, column labels, attribute names); then one parent
// row per product and one child row per variant (variation theme SizeColor).
import { type ChannelFileFormat, image, namedRow } from './types'

const LABELS = [
  'Product Type',
  'Seller SKU',
  'Brand Name',
  'Product Name',
  'Product ID',
  'Product ID Type',
  'Item Type Keyword',
  'Department',
  'Standard Price',
  'Currency',
  'Quantity',
  'Main Image URL',
  'Other Image URL1',
  'Other Image URL2',
  'Other Image URL3',
  'Parentage',
  'Parent SKU',
  'Relationship Type',
  'Variation Theme',
  'Color',
  'Size',
  'Product Description',
  'Handling Time',
  'Update Delete',
]
export const AMAZON_FIELDS = [
  'feed_product_type',
  'item_sku',
  'brand_name',
  'item_name',
  'external_product_id',
  'external_product_id_type',
  'item_type',
  'department_name',
  'standard_price',
  'currency',
  'quantity',
  'main_image_url',
  'other_image_url1',
  'other_image_url2',
  'other_image_url3',
  'parent_child',
  'parent_sku',
  'relationship_type',
  'variation_theme',
  'color_name',
  'size_name',
  'product_description',
  'fulfillment_latency',
  'update_delete',
]

const row = namedRow(AMAZON_FIELDS)

export const amazonFormat: ChannelFileFormat = {
  header: [
    [
      'TemplateType=fptcustom',
      'Version=2024.0101',
      'TemplateSignature=Q0xPVEhJTkc=',
      'The top 3 rows are for Amazon.com use only. Do not modify or delete the top 3 rows.',
    ],
    LABELS,
    AMAZON_FIELDS,
  ],
  rows({ product, categoryPath }) {
    const itemType = categoryPath[categoryPath.length - 1] ?? ''
    // The product's cells, shared by the parent row and every child row.
    const common = row({
      feed_product_type: product.categoryId,
      brand_name: product.attributes.brand ?? '',
      item_type: itemType,
      department_name: product.attributes.department ?? '',
      main_image_url: image(product, 0),
      other_image_url1: image(product, 1),
      other_image_url2: image(product, 2),
      other_image_url3: image(product, 3),
      product_description: product.description,
      update_delete: 'Update',
    })
    return [
      row(
        {
          item_sku: product.sellerSku,
          item_name: product.title,
          parent_child: 'parent',
          variation_theme: 'SizeColor',
        },
        common,
      ),
      ...product.variants.map((variant) =>
        row(
          {
            item_sku: variant.sku,
            item_name: `${product.title} ${variant.color} ${variant.size}`.trim(),
            external_product_id: variant.barcode ?? '',
            external_product_id_type: variant.barcode ? 'EAN' : '',
            standard_price: variant.price,
            currency: product.currency,
            quantity: variant.quantity,
            parent_child: 'child',
            parent_sku: product.sellerSku,
            relationship_type: 'Variation',
            variation_theme: 'SizeColor',
            color_name: variant.color,
            size_name: variant.size,
            fulfillment_latency: product.handlingDays,
          },
          common,
        ),
      ),
    ]
  },
}
