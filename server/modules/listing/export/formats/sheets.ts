// The marketplaces whose bulk upload is a spreadsheet of one row per SKU, with the product's fields
// repeated on each of its rows and a group key tying them together: Ozon, TikTok Shop, Shopee,
// Lazada and CDiscount. Column names are the channels' own (Ozon's Russian, CDiscount's French).
import type { BuiltProduct, BuiltVariant } from '../../../../../src/contract/listing'
import { type Cell, type ChannelFileFormat, type ExportSource, image } from './types'

type Column = [header: string, value: (variant: BuiltVariant, source: ExportSource) => Cell]

function perVariant(columns: Column[], width = 18): ChannelFileFormat {
  return {
    header: [columns.map(([header]) => header)],
    widths: columns.map(() => width),
    rows: (source) => source.product.variants.map((variant) => columns.map(([, value]) => value(variant, source))),
  }
}

const leaf = (source: ExportSource) => source.categoryPath[source.categoryPath.length - 1] ?? source.product.categoryId
const brand = (product: BuiltProduct) => product.attributes.brand ?? ''
const pictures = (from: number, to: number, name: (n: number) => string): Column[] =>
  Array.from({ length: to - from + 1 }, (_, i): Column => [name(from + i), (_v, s) => image(s.product, from + i - 1)])

export const ozonFormat = perVariant([
  ['Артикул*', (v) => v.sku],
  ['Название товара', (v, s) => `${s.product.title} ${v.color} ${v.size}`.trim()],
  ['Цена*', (v) => v.price],
  ['Валюта', (_v, s) => s.product.currency],
  ['НДС, %*', () => 'Не облагается'],
  ['Штрихкод (Серийный номер / EAN)', (v) => v.barcode ?? ''],
  ['Остаток', (v) => v.quantity],
  ['Ссылка на главное фото*', (_v, s) => image(s.product, 0)],
  ['Ссылки на дополнительные фото', (_v, s) => s.product.images.slice(1).join(' ')],
  ['Бренд*', (_v, s) => brand(s.product)],
  ['Объединить на одной карточке*', (_v, s) => s.product.sellerSku],
  ['Цвет товара*', (v) => v.color],
  ['Размер производителя', (v) => v.size],
  ['Тип*', (_v, s) => leaf(s)],
  ['Аннотация', (_v, s) => s.product.description],
  ['Срок отправки, дней', (_v, s) => s.product.handlingDays],
])

export const tiktokFormat = perVariant([
  ['Category', (_v, s) => s.categoryPath.join('/')],
  ['Brand', (_v, s) => brand(s.product)],
  ['Product Name', (_v, s) => s.product.title],
  ['Product Description', (_v, s) => s.product.description],
  ...pictures(1, 5, (n) => (n === 1 ? 'Main Product Image' : `Product Image ${n}`)),
  ['Variation 1 Name', () => 'Color'],
  ['Variation 1 Value', (v) => v.color],
  ['Variation 2 Name', () => 'Size'],
  ['Variation 2 Value', (v) => v.size],
  ['Retail Price (Local Currency)', (v) => v.price],
  ['Quantity', (v) => v.quantity],
  ['Seller SKU', (v) => v.sku],
  ['Product Group', (_v, s) => s.product.sellerSku],
  ['Handling Time (days)', (_v, s) => s.product.handlingDays],
])

export const shopeeFormat = perVariant([
  ['Category', (_v, s) => s.product.categoryId],
  ['Product Name', (_v, s) => s.product.title],
  ['Product Description', (_v, s) => s.product.description],
  ['Parent SKU', (_v, s) => s.product.sellerSku],
  ['Variation Integration No.', (_v, s) => s.position],
  ['Variation Name1', () => 'Color'],
  ['Option for Variation 1', (v) => v.color],
  ['Variation Name2', () => 'Size'],
  ['Option for Variation 2', (v) => v.size],
  ['Price', (v) => v.price],
  ['Stock', (v) => v.quantity],
  ['SKU', (v) => v.sku],
  ['Cover image', (_v, s) => image(s.product, 0)],
  ...pictures(2, 5, (n) => `Item Image ${n - 1}`),
  ['Brand', (_v, s) => brand(s.product)],
  ['Pre-order DTS', (_v, s) => s.product.handlingDays],
])

export const lazadaFormat = perVariant([
  ['PrimaryCategory', (_v, s) => s.product.categoryId],
  ['name', (_v, s) => s.product.title],
  ['description', (_v, s) => s.product.description],
  ['brand', (_v, s) => brand(s.product)],
  ['AssociatedSku', (_v, s) => s.product.sellerSku],
  ['SellerSku', (v) => v.sku],
  ['color_family', (v) => v.color],
  ['size', (v) => v.size],
  ['quantity', (v) => v.quantity],
  ['price', (v) => v.price],
  ...pictures(1, 5, (n) => (n === 1 ? 'MainImage' : `Image${n}`)),
])

export const cdFormat = perVariant([
  ['Référence vendeur', (v) => v.sku],
  ['Référence parent', (_v, s) => s.product.sellerSku],
  ['EAN', (v) => v.barcode ?? ''],
  ['Marque', (_v, s) => brand(s.product)],
  ['Nature du produit', () => 'variant'],
  ['Catégorie', (_v, s) => s.product.categoryId],
  ['Libellé court panier', (_v, s) => s.product.title.slice(0, 30)],
  ['Libellé produit', (_v, s) => s.product.title],
  ['Description produit', (_v, s) => s.product.description],
  ...pictures(1, 4, (n) => `Image ${n}`),
  ['Couleur principale', (v) => v.color],
  ['Taille', (v) => v.size],
  ['Prix TTC', (v) => v.price],
  ['Devise', (_v, s) => s.product.currency],
  ['Stock', (v) => v.quantity],
  ['Délai de préparation (jours)', (_v, s) => s.product.handlingDays],
])
