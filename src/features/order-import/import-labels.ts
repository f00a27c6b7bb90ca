// Texts of the order import, declared once (STYLE.md §5): kinds, canonical fields, row problems
// and row outcomes. Row reasons from the server arrive already in the user's language.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ImportKind, ImportProblem, ImportRowProblem, ImportRowStatus } from '../../contract/order-import'
import type { MappingTarget } from './mapping'

export const KIND_LABELS: Record<ImportKind, MessageDescriptor> = {
  common: msg`Batch import`,
  amazon: msg`Amazon import`,
  native: msg`Taobao import`,
  tyzb: msg`Live-stream import`,
  laizand: msg`Lazada import`,
  erp: msg`ERP import`,
  custom: msg`Custom import`,
  tiktok: msg`TikTok import`,
}

export const KIND_HINTS: Record<ImportKind, MessageDescriptor> = {
  common: msg`Use the template: one row per order line; rows with the same order number become one order.`,
  amazon: msg`Upload the Amazon order report (tab-separated .txt, CSV or XLSX) as Seller Central exports it.`,
  native: msg`Upload the Taobao order export joined with its item report; the orders ship in China.`,
  tyzb: msg`Upload the Douyin shop (live-stream) order export; the orders ship in China.`,
  laizand: msg`Upload the Lazada Seller Center order export: one row per item.`,
  erp: msg`Upload the order export of your ERP (DianXiaoMi, Mabang and similar).`,
  custom: msg`Upload any order sheet and tell us which column holds what.`,
  tiktok: msg`Upload the TikTok Shop order export as Seller Center writes it.`,
}

export const FIELD_LABELS: Record<MappingTarget, MessageDescriptor> = {
  orderNo: msg`Order number`,
  shop: msg`Shop`,
  orderDate: msg`Order date`,
  paidAt: msg`Paid at`,
  buyerName: msg`Buyer`,
  phone: msg`Phone`,
  country: msg`Country`,
  province: msg`Province / state`,
  city: msg`City`,
  address: msg`Address`,
  postcode: msg`Postcode`,
  sku: msg`SKU`,
  title: msg`Product`,
  color: msg`Colour`,
  size: msg`Size`,
  quantity: msg`Quantity`,
  unitPrice: msg`Unit price`,
  currency: msg`Currency`,
  shippingFee: msg`Shipping fee`,
  discount: msg`Discount`,
  buyerNote: msg`Buyer note`,
  variation: msg`Variation (colour and size)`,
}

export const PROBLEM_LABELS: Record<ImportProblem, MessageDescriptor> = {
  required: msg`required`,
  tooLong: msg`too long`,
  badQuantity: msg`must be a whole number from 1 to 9999`,
  badAmount: msg`must be an amount such as 12.50 (at most two decimals)`,
  badDate: msg`is not a date (use 2026-05-01 10:00 or 05/01/2026 10:00 AM)`,
  futureDate: msg`is in the future`,
  badCountry: msg`is not a country`,
  badCurrency: msg`must be a 3-letter code such as USD`,
  unknownShop: msg`no shop of yours has this name or id`,
  ambiguousShop: msg`several of your shops have this name: use the shop id`,
  wrongChannel: msg`this shop is not on the channel of this import`,
  unknownCountry: msg`unknown country`,
  unknownCurrency: msg`currency not supported`,
  orderMismatch: msg`rows of this order disagree on the currency`,
  orderHasBadRow: msg`another row of this order is invalid, so the order was not imported`,
}

export const STATUS_LABELS: Record<ImportRowStatus, MessageDescriptor> = {
  created: msg`Created`,
  duplicate: msg`Duplicate, skipped`,
  failed: msg`Failed`,
}

export const STATUS_COLORS: Record<ImportRowStatus, string> = { created: 'green', duplicate: 'gray', failed: 'red' }

/** "Quantity: must be a whole number…; Shop: required" in the user's language. */
export function problemsText(i18n: I18n, problems: readonly ImportRowProblem[]): string {
  return problems
    .map((item) => {
      const problem = i18n._(PROBLEM_LABELS[item.problem])
      if (!item.field) return problem
      const field = i18n._(FIELD_LABELS[item.field])
      return i18n._(msg`${field}: ${problem}`)
    })
    .join(i18n._(msg`; `))
}
