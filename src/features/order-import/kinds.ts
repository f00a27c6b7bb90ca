// What each kind of import file looks like: the column names its exporter writes for each
// canonical field (the first one is the kind's template header), the values a kind implies
// (Taobao and Douyin orders ship in China), and how a kind's own conventions become canonical
// rows (Amazon's item-price is the line total; TikTok and Lazada write colour and size as one
// "Variation"; Taobao and Douyin repeat the order's shipping fee on every line).
import type { ImportField, ImportKind, RawImportRow } from '../../contract/order-import'

export interface KindSpec {
  /** Column names by field, matched ignoring case, spaces, dashes and underscores. */
  columns: Partial<Record<ImportField, readonly string[]>>
  /** Values for fields the file does not carry. */
  defaults?: RawImportRow
  /** Column holding colour and size together, split by `splitVariation`. */
  variation?: readonly string[]
  /** The file's unit price column is the line total (price × quantity). */
  priceIsLineTotal?: boolean
  /** The shipping fee and discount are the order's, repeated on each line: keep them once. */
  orderLevelFees?: boolean
  /** An example row for the template, by the kind's first column names. */
  example: RawImportRow
}

const EXAMPLE: RawImportRow = {
  orderNo: 'EX-10001',
  shop: '',
  orderDate: '2026-05-01 10:00:00',
  paidAt: '2026-05-01 10:05:00',
  buyerName: 'Jane Doe',
  phone: '+1 555 0100',
  country: 'US',
  province: 'California',
  city: 'Los Angeles',
  address: '1 Main St',
  postcode: '90001',
  sku: 'POD-TS-001',
  title: 'Custom Print T-Shirt',
  color: 'Black',
  size: 'L',
  quantity: '2',
  unitPrice: '15.99',
  currency: 'USD',
  shippingFee: '4.00',
  discount: '0',
  buyerNote: '',
}

const CN_EXAMPLE: RawImportRow = {
  ...EXAMPLE,
  buyerName: '王伟',
  phone: '13800138000',
  country: 'CN',
  province: '广东省',
  city: '深圳市',
  address: '南山区科技园路 1 号',
  postcode: '518000',
  title: '定制印花T恤',
  color: '黑色',
  unitPrice: '89.00',
  currency: 'CNY',
  shippingFee: '0',
}

/** Our own template: English names first, the Chinese ones accepted too. */
const COMMON_COLUMNS: KindSpec['columns'] = {
  orderNo: ['Order No', '订单号', 'Order Number', 'Order ID', 'Platform Order No', '平台订单号'],
  shop: ['Shop', '店铺', 'Shop Name', '店铺名称', 'Shop ID', '店铺ID'],
  orderDate: ['Order Date', '下单时间', 'Created Time', 'Order Time'],
  paidAt: ['Paid At', '付款时间', 'Paid Time', 'Payment Time'],
  buyerName: ['Buyer', '买家', 'Buyer Name', 'Recipient', '收件人', '收货人'],
  phone: ['Phone', '电话', '手机', 'Recipient Phone', '联系电话'],
  country: ['Country', '国家', 'Country Code', '国家代码'],
  province: ['Province', '省/州', '省份', 'State', '省'],
  city: ['City', '城市', '市'],
  address: ['Address', '详细地址', '地址', 'Street Address'],
  postcode: ['Postcode', '邮编', 'Zip', 'Zipcode', 'Postal Code'],
  sku: ['SKU', '商品编码', 'Seller SKU'],
  title: ['Product', '商品名称', 'Product Name', 'Title'],
  color: ['Colour', '颜色', 'Color'],
  size: ['Size', '尺码'],
  quantity: ['Quantity', '数量', 'Qty'],
  unitPrice: ['Unit Price', '单价', 'Price'],
  currency: ['Currency', '币种'],
  shippingFee: ['Shipping Fee', '运费', 'Shipping'],
  discount: ['Discount', '优惠', '折扣'],
  buyerNote: ['Buyer Note', '买家留言', 'Note', '备注'],
}

export const KIND_SPECS: Record<ImportKind, KindSpec> = {
  common: { columns: COMMON_COLUMNS, example: EXAMPLE },
  custom: { columns: COMMON_COLUMNS, example: EXAMPLE },
  // Amazon Seller Central "Unshipped / All Orders" order report.
  amazon: {
    columns: {
      orderNo: ['order-id'],
      shop: ['sales-channel'],
      orderDate: ['purchase-date'],
      paidAt: ['payments-date'],
      buyerName: ['recipient-name', 'buyer-name'],
      phone: ['buyer-phone-number', 'ship-phone-number'],
      country: ['ship-country'],
      province: ['ship-state'],
      city: ['ship-city'],
      address: ['ship-address-1'],
      postcode: ['ship-postal-code'],
      sku: ['sku'],
      title: ['product-name'],
      quantity: ['quantity-purchased', 'quantity'],
      unitPrice: ['item-price'],
      currency: ['currency'],
      shippingFee: ['shipping-price'],
      discount: ['item-promotion-discount'],
    },
    priceIsLineTotal: true,
    example: { ...EXAMPLE, orderNo: '114-3941689-8772232', orderDate: '2026-05-01T10:00:00+00:00', unitPrice: '31.98' },
  },
  // TikTok Shop Seller Center order export.
  tiktok: {
    columns: {
      orderNo: ['Order ID'],
      shop: ['Shop Name'],
      orderDate: ['Created Time'],
      paidAt: ['Paid Time'],
      buyerName: ['Recipient', 'Buyer Username'],
      phone: ['Phone #'],
      country: ['Country'],
      province: ['State'],
      city: ['City'],
      address: ['Detail Address', 'Address Line 1'],
      postcode: ['Zipcode'],
      sku: ['Seller SKU', 'SKU ID'],
      title: ['Product Name'],
      quantity: ['Quantity'],
      unitPrice: ['SKU Unit Original Price'],
      shippingFee: ['Shipping Fee After Discount'],
      discount: ['SKU Seller Discount'],
      buyerNote: ['Buyer Message'],
    },
    variation: ['Variation'],
    orderLevelFees: true,
    example: {
      ...EXAMPLE,
      orderNo: '576461413038785752',
      orderDate: '05/01/2026 10:00:00 AM',
      paidAt: '05/01/2026 10:05:00 AM',
      country: 'United States',
    },
  },
  // Lazada Seller Center order export: one row per item, quantity 1.
  laizand: {
    columns: {
      orderNo: ['orderNumber', 'Order Number'],
      shop: ['shopName'],
      orderDate: ['createTime', 'Created at'],
      paidAt: ['paidTime'],
      buyerName: ['shippingName', 'customerName'],
      phone: ['shippingPhone'],
      country: ['shippingCountry'],
      province: ['shippingRegion'],
      city: ['shippingCity'],
      address: ['shippingAddress'],
      postcode: ['shippingPostCode'],
      sku: ['sellerSku'],
      title: ['itemName'],
      quantity: ['quantity'],
      unitPrice: ['unitPrice'],
      currency: ['currency'],
      shippingFee: ['shippingFee'],
      discount: ['sellerDiscountTotal'],
    },
    variation: ['variation'],
    defaults: { quantity: '1' },
    example: {
      ...EXAMPLE,
      orderNo: '523456789012345',
      country: 'Malaysia',
      province: 'Selangor',
      city: 'Shah Alam',
      currency: 'MYR',
      unitPrice: '49.90',
      quantity: '1',
    },
  },
  // Taobao / Tmall "订单报表" joined with its "宝贝报表".
  native: {
    columns: {
      orderNo: ['订单编号'],
      shop: ['店铺名称'],
      orderDate: ['订单创建时间'],
      paidAt: ['订单付款时间'],
      buyerName: ['收货人姓名'],
      phone: ['联系手机'],
      province: ['收货省份'],
      city: ['收货城市'],
      address: ['收货地址'],
      sku: ['商家编码'],
      title: ['宝贝标题'],
      color: ['颜色分类'],
      size: ['尺码'],
      quantity: ['购买数量'],
      unitPrice: ['价格'],
      shippingFee: ['买家应付邮费'],
      buyerNote: ['买家留言'],
    },
    defaults: { country: 'CN', currency: 'CNY' },
    orderLevelFees: true,
    example: { ...CN_EXAMPLE, orderNo: '3605291837462819374' },
  },
  // Douyin (抖店) live-stream order export.
  tyzb: {
    columns: {
      orderNo: ['主订单编号'],
      shop: ['店铺名称'],
      orderDate: ['订单提交时间'],
      paidAt: ['支付完成时间'],
      buyerName: ['收件人'],
      phone: ['收件人手机号'],
      province: ['省'],
      city: ['市'],
      address: ['详细地址'],
      sku: ['商家编码'],
      title: ['选购商品'],
      quantity: ['商品数量'],
      unitPrice: ['商品单价'],
      shippingFee: ['运费'],
      discount: ['商家优惠'],
      buyerNote: ['买家留言'],
    },
    variation: ['商品规格'],
    defaults: { country: 'CN', currency: 'CNY' },
    orderLevelFees: true,
    example: { ...CN_EXAMPLE, orderNo: '6929384756102938475' },
  },
  // Third-party ERP (e.g. 店小秘 / 马帮) order export.
  erp: {
    columns: {
      orderNo: ['平台订单号', 'Platform Order No'],
      shop: ['店铺', 'Shop'],
      orderDate: ['下单时间'],
      paidAt: ['付款时间'],
      buyerName: ['收件人'],
      phone: ['电话'],
      country: ['国家二字码', 'Country Code'],
      province: ['省/州'],
      city: ['城市'],
      address: ['地址'],
      postcode: ['邮编'],
      sku: ['SKU'],
      title: ['商品名称'],
      color: ['颜色'],
      size: ['尺码'],
      quantity: ['数量'],
      unitPrice: ['单价'],
      currency: ['币种'],
      shippingFee: ['运费'],
      discount: ['优惠'],
      buyerNote: ['买家留言'],
    },
    example: EXAMPLE,
  },
}

/** Header text compared loosely: case, spaces, dashes and underscores do not matter. */
export const headerKey = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

/**
 * "Black, M" / "颜色分类:黑色;尺码:M" / "Black / XL" → colour and size. A single value that looks
 * like a size (S…XXXL, a number) is a size, otherwise a colour.
 */
export function splitVariation(text: string): { color: string; size: string } {
  const value = text.trim()
  if (value === '') return { color: '', size: '' }
  const labelled = [...value.matchAll(/([^:：;；,，]+)[:：]([^;；,，]+)/g)]
  if (labelled.length > 0) {
    let color = ''
    let size = ''
    for (const [, label = '', part = ''] of labelled) {
      if (/颜色|colou?r/i.test(label)) color = part.trim()
      else if (/尺码|尺寸|size/i.test(label)) size = part.trim()
    }
    if (color || size) return { color, size }
  }
  const parts = value
    .split(/\s*[,，;；/|]\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
  const looksLikeSize = (part: string) => /^(X{0,3}[SML]|\d?XL|X{1,3}L|\d{1,3}(\.\d)?)$/i.test(part)
  if (parts.length === 1) {
    const [only = ''] = parts
    return looksLikeSize(only) ? { color: '', size: only } : { color: only, size: '' }
  }
  const sizeIndex = parts.findIndex(looksLikeSize)
  const size = sizeIndex >= 0 ? (parts[sizeIndex] ?? '') : (parts[1] ?? '')
  const color = parts.find((_, index) => index !== (sizeIndex >= 0 ? sizeIndex : 1)) ?? ''
  return { color, size }
}
