// Ozon's product import as it travels (Seller API `/v3/product/import` and `/v1/product/import/info`),
// read by the connector and by the sandbox that answers it. Ozon has no variants inside a product:
// each size/colour is a product of its own (offer_id = the variant's SKU), and the products of one
// listing are joined into one card by the "model name" attribute, which carries our seller SKU.
export const OZON_IMPORT = {
  path: '/v3/product/import',
  infoPath: '/v1/product/import/info',
  /** Ozon refuses an import of more items than this. */
  maxItems: 100,
  /** Ozon's attribute ids: model name (joins a listing's items), annotation, colour, size. */
  attribute: { model: 9048, annotation: 4191, color: 10096, size: 4295 },
} as const

export interface OzonAttribute {
  complex_id: number
  /** Ozon's attribute id; the category's own attributes go by their code in the sandbox's tree. */
  id: number | string
  values: { dictionary_value_id?: number; value: string }[]
}

export interface OzonImportItem {
  offer_id: string
  name: string
  description_category_id: string
  price: string
  old_price?: string
  currency_code: string
  vat: string
  barcode?: string
  images: string[]
  primary_image?: string
  attributes: OzonAttribute[]
}

export interface OzonImportError {
  code: string
  field: string
  attribute_id: number | string
  state: string
  level: 'error' | 'warning'
  description: string
  attribute_name: string
  message: string
}

export interface OzonImportInfoItem {
  offer_id: string
  product_id: number
  status: 'pending' | 'imported' | 'failed'
  errors: OzonImportError[]
}
